import { Badge, MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '@/lib/theme';
import { PlainBadge } from './plain-badge';

/** Each element with its attributes in a fixed order (the order does not matter to a browser). */
const describeElement = (element: Element): string => {
  const attributes = [...element.attributes]
    .map(({ name, value }) => `${name}="${value}"`)
    .sort()
    .join(' ');
  const children = [...element.childNodes]
    .map((node) => (node instanceof Element ? describeElement(node) : (node.textContent ?? '')))
    .join('');
  return `<${element.tagName.toLowerCase()} ${attributes}>${children}</>`;
};

/** The rendered markup, without Mantine's style tags. */
const markupOf = (ui: React.ReactNode) => {
  const { container, unmount } = render(
    <MantineProvider theme={theme} env="test">
      {ui}
    </MantineProvider>,
  );
  const markup = [...container.children]
    .filter((element) => element.tagName !== 'STYLE')
    .map(describeElement)
    .join('');
  unmount();
  return markup;
};

/**
 * The plain badge is drawn by Mantine's stylesheet: its markup must stay the one Mantine renders,
 * or a rider's upcoming starts would lose their look after a Mantine upgrade.
 */
describe('plain badge (the markup of Mantine 9.7.3)', () => {
  it('a light, large link badge with a left section is Mantine’s Badge', () => {
    const icon = <svg aria-hidden="true" />;
    expect(
      markupOf(
        <PlainBadge leftSection={icon} className="own" renderRoot={(props) => <a href="/x" {...props} />}>
          Заявлен: Кубок, 13/12/2026
        </PlainBadge>,
      ),
    ).toBe(
      markupOf(
        <Badge component="a" href="/x" variant="light" size="lg" tt="none" leftSection={icon} className="own">
          Заявлен: Кубок, 13/12/2026
        </Badge>,
      ),
    );
  });

  it('without a section too', () => {
    expect(
      markupOf(<PlainBadge renderRoot={(props) => <a href="/x" {...props} />}>Заявлен</PlainBadge>),
    ).toBe(
      markupOf(
        <Badge component="a" href="/x" variant="light" size="lg" tt="none">
          Заявлен
        </Badge>,
      ),
    );
  });
});
