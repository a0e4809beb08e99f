import { CloseButton, Input, MantineProvider, TextInput } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '@/lib/theme';
import { PlainCloseButton, PlainFieldGroup, PlainTextInput } from './plain-field';

const markupOf = (ui: React.ReactNode) => {
  const { container, unmount } = render(
    <MantineProvider theme={theme} env="test">
      {ui}
    </MantineProvider>,
  );
  // Each element with its attributes in a fixed order (the order does not matter to a browser),
  // without Mantine's style tags. Mantine adds the component's own name to the shared class names
  // (mantine-TextInput-input); the global stylesheet styles only the shared ones.
  const describe = (element: Element): string => {
    const attributes = [...element.attributes]
      .map(
        ({ name, value }) =>
          `${name}="${name === 'class' ? value.replace(/ mantine-TextInput-[a-z]+/g, '') : value}"`,
      )
      .sort()
      .join(' ');
    const children = [...element.childNodes]
      .map((node) => (node instanceof Element ? describe(node) : (node.textContent ?? '')))
      .join('');
    return `<${element.tagName.toLowerCase()} ${attributes}>${children}</>`;
  };
  const markup = [...container.children]
    .filter((element) => element.tagName !== 'STYLE')
    .map(describe)
    .join('');
  unmount();
  return markup;
};

/**
 * The plain fields are drawn by Mantine's stylesheet: their markup must stay the one Mantine
 * renders, or the header's search and the filters would lose their look after a Mantine upgrade.
 */
describe('plain fields (the markup of Mantine 9.7.3)', () => {
  it('a text field with its label, error and right section is Mantine’s TextInput', () => {
    const props = {
      id: 'f',
      label: 'Организатор',
      placeholder: 'Все организаторы',
      value: 'Клуб',
      onChange: () => {},
      error: 'Не удалось загрузить',
      rightSection: <span>×</span>,
      rightSectionPointerEvents: 'all' as const,
    };
    expect(markupOf(<PlainTextInput {...props} />)).toBe(markupOf(<TextInput {...props} />));
  });

  it('a disabled, read-only field without a label is Mantine’s TextInput', () => {
    const props = {
      id: 'g',
      'aria-label': 'Поиск',
      placeholder: 'Сначала выберите организатора',
      disabled: true,
      readOnly: true,
    };
    expect(markupOf(<PlainTextInput {...props} />)).toBe(markupOf(<TextInput {...props} />));
  });

  it('a labelled group and the clear button are Mantine’s', () => {
    expect(
      markupOf(
        <PlainFieldGroup id="h" label="Пол">
          <div />
        </PlainFieldGroup>,
      ),
    ).toBe(
      markupOf(
        <Input.Wrapper id="h" label="Пол" labelElement="div">
          <div />
        </Input.Wrapper>,
      ),
    );
    expect(markupOf(<PlainCloseButton aria-label="Очистить" />)).toBe(
      markupOf(<CloseButton size="sm" aria-label="Очистить" />),
    );
  });

  it('names the field by its label and describes it by its error', () => {
    render(<PlainTextInput label="Кластер" error="Ошибка" />);
    expect(screen.getByRole('textbox', { name: 'Кластер' })).toHaveAccessibleDescription('Ошибка');
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  });
});
