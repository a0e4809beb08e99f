import { Box, Container, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Logo } from '@/components/logo';
import { MAIN_MENU } from './navigation';
import classes from './header.module.css';

export const Header = () => (
  <Box component="header" className={classes.header}>
    <Container size="xl" className={classes.inner}>
      <Link to="/home" className={classes.logoLink} aria-label="ВелоРейтинг — на главную">
        <Logo nameClassName={classes.logoName} />
      </Link>
      <Group component="nav" aria-label="Главное меню" gap="xs" className={classes.menu}>
        {MAIN_MENU.map((item) => (
          <Link key={item.to} to={item.to} className={classes.menuLink} activeProps={{ 'data-active': true }}>
            {item.label}
          </Link>
        ))}
      </Group>
    </Container>
  </Box>
);
