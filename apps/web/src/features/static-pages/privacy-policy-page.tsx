import { Anchor, List, Text, Title } from '@mantine/core';
import { OPERATOR } from './operator';
import { StaticPage } from './static-page';

export const PrivacyPolicyPage = () => (
  <StaticPage title="Политика конфиденциальности">
    <Text>
      Настоящая политика описывает, какие персональные данные обрабатывает {OPERATOR.name} (далее — оператор)
      при использовании портала ВелоРейтинг, зачем и как долго.
    </Text>
    <Title order={2} fz="xl">
      Какие данные мы обрабатываем
    </Title>
    <List spacing={4}>
      <List.Item>фамилия, имя и отчество;</List.Item>
      <List.Item>адрес электронной почты;</List.Item>
      <List.Item>номера телефонов;</List.Item>
      <List.Item>дата (год) рождения;</List.Item>
      <List.Item>пол;</List.Item>
      <List.Item>рост и вес;</List.Item>
      <List.Item>фотографии;</List.Item>
      <List.Item>обезличенные данные о посещениях сайта (cookie, сведения веб-аналитики).</List.Item>
    </List>
    <Title order={2} fz="xl">
      Согласие на обработку
    </Title>
    <Text>
      Заполняя формы на портале (регистрация, профиль участника, загрузка документов, обратная связь), вы
      даёте согласие на обработку указанных в них персональных данных для ведения протоколов, рейтинга и
      вашего личного кабинета.
    </Text>
    <Title order={2} fz="xl">
      Срок обработки
    </Title>
    <Text>Согласие действует бессрочно, до его отзыва.</Text>
    <Title order={2} fz="xl">
      Отзыв согласия, отказ от рассылок, изменение данных
    </Title>
    <Text>
      Чтобы отозвать согласие или отказаться от уведомлений, напишите оператору на{' '}
      <Anchor href={`mailto:${OPERATOR.privacyEmail}`}>{OPERATOR.privacyEmail}</Anchor>. По этому же адресу
      можно запросить уточнение или обновление ваших данных.
    </Text>
    <Text size="sm" c="dimmed">
      {OPERATOR.name}, ИНН {OPERATOR.inn}, {OPERATOR.address}.
    </Text>
  </StaticPage>
);
