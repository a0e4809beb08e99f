import { Anchor, List, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { OPERATOR } from './operator';
import { StaticPage } from './static-page';

export const AboutPage = () => (
  <StaticPage title="О портале">
    <Text>
      ВелоРейтинг объединяет участников любительских велогонок, организаторов стартов и всех, кто болеет за
      велоспорт. Здесь собраны календарь мероприятий, протоколы результатов и сезонный рейтинг
      гонщиков-любителей и мастерсов по всей России.
    </Text>
    <List spacing="xs">
      <List.Item>
        Участники следят за своими результатами, местом в{' '}
        <Anchor component={Link} to="/rating/overview">
          рейтинге
        </Anchor>{' '}
        и соперниками, хранят медицинскую справку и страховой полис в личном кабинете.
      </List.Item>
      <List.Item>
        Организаторы публикуют{' '}
        <Anchor component={Link} to="/calendar">
          календарь
        </Anchor>{' '}
        своих гонок, загружают протоколы и ведут зачёты по возрастным группам.
      </List.Item>
      <List.Item>
        Болельщики находят{' '}
        <Anchor component={Link} to="/results/overview">
          результаты
        </Anchor>{' '}
        любимых гонщиков и ближайшие старты.
      </List.Item>
    </List>
    <Title order={2} fz="xl">
      Партнёрство
    </Title>
    <Text>
      Приглашаем к сотрудничеству организаторов гонок, хронометражные компании, велоклубы и спонсоров.
      Напишите нам на <Anchor href={`mailto:${OPERATOR.email}`}>{OPERATOR.email}</Anchor> — обсудим, как
      сделать любительский велоспорт заметнее.
    </Text>
    <Title order={2} fz="xl">
      Оператор портала
    </Title>
    <Text component="address" fs="normal">
      {OPERATOR.name}
      <br />
      ИНН {OPERATOR.inn}, ОГРН {OPERATOR.ogrn}
      <br />
      {OPERATOR.address}
      <br />
      <Anchor href={`mailto:${OPERATOR.email}`}>{OPERATOR.email}</Anchor>
    </Text>
  </StaticPage>
);
