import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toasts';
import { fakeFetch, renderScreen } from '@/testing/render-screen';
import { FEEDBACK_SENT, FeedbackDialog } from './feedback-dialog';

// The footer's feedback form (issue 18): the server's schema checks it before sending; the page
// it was opened on goes along.

type Sent = { method: string; url: string; body: unknown };

const stubServer = (answer: { status?: number; body: unknown } = { body: 'true' }) => {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    fakeFetch((url, init) => {
      sent.push({
        method: init?.method ?? 'GET',
        url,
        body: init?.body ? JSON.parse(String(init.body)) : null,
      });
      return answer;
    }),
  );
  return sent;
};

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
    const sent = stubServer();
    renderScreen(<FeedbackDialog onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Обратная связь' });
    await fill(dialog, { email: 'ivan@' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    expect(await within(dialog).findByText('Не заполнено поле «имя»')).toBeInTheDocument();
    expect(within(dialog).getByText('Введите корректный адрес электронной почты')).toBeInTheDocument();
    expect(within(dialog).getByText('Не заполнено поле «сообщение»')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('sends the name, e-mail, text and the current page, then says thank you and closes', async () => {
    const sent = stubServer();
    const success = vi.spyOn(toast, 'success');
    const onClose = vi.fn();
    renderScreen(<FeedbackDialog onClose={onClose} />, { path: '/results/overview' });
    const dialog = await screen.findByRole('dialog', { name: 'Обратная связь' });
    await fill(dialog, { name: 'Иван', email: 'ivan@example.org', text: 'Нашёл ошибку в протоколе' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
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
    stubServer({ status: 429, body: { Error: 'Слишком много запросов, попробуйте позже' } });
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
