import { Link } from '@tanstack/react-router';
import { MAIN_MENU } from '../navigation';
import classes from './header.module.css';

/** The main menu's links (the header's row on wide screens, the drawer's column on phones). */
export const MainMenuLinks = ({ onFollow }: { onFollow?: () => void }) =>
  MAIN_MENU.map((item) => (
    <Link
      key={item.to}
      to={item.to}
      className={classes.menuLink}
      activeProps={{ 'data-active': true }}
      onClick={onFollow}
    >
      {item.label}
    </Link>
  ));
