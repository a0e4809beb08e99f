import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toasts';
import { fail, fakeServer } from '@/testing/fake-server';
import { renderScreen } from '@/testing/render-screen';
import { FEEDBACK_SENT, FeedbackDialog } from './feedback-dialog';

// The footer's feedback form (issue 18): the server's schema checks it before sending; the page
// it was opened on goes along.

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const fill = async (dialog: HTMLElement, values: { name?: string; email?: string; text?: string }) => {
  if (values.name) await userEvent.type(within(dialog).getByLabelText(/Имя/), values.name);
  if (values.email) await userEvent.type(within(dialog).getByLabelText(/E-mail/), values.email);
  if (values.text) await userEvent.type(within(dialog).getByLabelText(/Сообщение/), values.text);
};

describe('feedback dialog', () => {
  it('says what is missing where it is missing, and sends nothing', async () => {
    const server = fakeServer({ 'POST /v1/Feedback': true });
    renderScreen(<FeedbackDialog onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Обратная связь' });
    await fill(dialog, { email: 'ivan@' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    expect(await within(dialog).findByText('Не заполнено поле «имя»')).toBeInTheDocument();
    expect(within(dialog).getByText('Введите корректный адрес электронной почты')).toBeInTheDocument();
    expect(within(dialog).getByText('Не заполнено поле «сообщение»')).toBeInTheDocument();
    expect(server.sent).toEqual([]);
  });

  it('sends the name, e-mail, text and the current page, then says thank you and closes', async () => {
    const server = fakeServer({ 'POST /v1/Feedback': true });
    const success = vi.spyOn(toast, 'success');
    const onClose = vi.fn();
    renderScreen(<FeedbackDialog onClose={onClose} />, { path: '/results/overview' });
    const dialog = await screen.findByRole('dialog', { name: 'Обратная связь' });
    await fill(dialog, { name: 'Иван', email: 'ivan@example.org', text: 'Нашёл ошибку в протоколе' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.sent.map(({ method, path, body }) => ({ method, url: path, body }))).toEqual([
      {
        method: 'POST',
        url: '/v1/Feedback',
        body: {
          name: 'Иван',
          email: 'ivan@example.org',
          text: 'Нашёл ошибку в протоколе',
          website: '',
          page: window.location.href,
        },
      },
    ]);
    expect(success).toHaveBeenCalledWith('Успешно', FEEDBACK_SENT);
  });

  it('fills in a signed-in user and shows the server’s refusal, staying open', async () => {
    fakeServer({ 'POST /v1/Feedback': fail(429, 'Слишком много запросов, попробуйте позже') });
    const error = vi.spyOn(toast, 'error');
    const onClose = vi.fn();
    renderScreen(<FeedbackDialog onClose={onClose} name="Анна Смирнова" email="anna@example.org" />);
    const dialog = await screen.findByRole('dialog', { name: 'Обратная связь' });
    expect(within(dialog).getByLabelText(/Имя/)).toHaveValue('Анна Смирнова');
    await fill(dialog, { text: 'Вопрос' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Ошибка', 'Слишком много запросов, попробуйте позже'),
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
