import { ActionIcon, Group } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { PlainCloseButton, PlainTextInput } from '@/components/plain-field';
import { ratingSearchFor } from '../lib/rating-search';
import classes from './header.module.css';

const RATING_OVERVIEW = '/rating/overview';

/**
 * The participant search of the header (spec part 1 §2.3): a box with a clear icon and a search
 * button; searching opens the rating overview filtered by the trimmed name.
 */
export const ParticipantSearch = ({ onSearched, id }: { onSearched?: () => void; id: string }) => {
  const navigate = useNavigate();
  const location = useRouterState({ select: (state) => state.location });
  const currentSearch = location.search as Record<string, unknown>;
  const onRating = location.pathname === RATING_OVERVIEW;
  const [text, setText] = useState(() =>
    onRating && typeof currentSearch.name === 'string' ? currentSearch.name : '',
  );

  const search = (name: string) => {
    const query = ratingSearchFor(onRating ? currentSearch : {}, name);
    setText(query.name ?? '');
    // The rating screen declares these parameters; the shell only fills them in.
    void navigate({ to: RATING_OVERVIEW, search: query as never });
    onSearched?.();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(text);
  };

  const clear = () => {
    setText('');
    if (onRating && currentSearch.name) search('');
  };

  return (
    <form role="search" aria-label="Поиск участника" onSubmit={submit} className={classes.search}>
      <Group gap={6} wrap="nowrap">
        <PlainTextInput
          id={id}
          aria-label="Фамилия и имя участника"
          placeholder="Поиск участника"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          className={classes.searchInput}
          rightSection={text ? <PlainCloseButton aria-label="Очистить поиск" onClick={clear} /> : undefined}
        />
        <ActionIcon type="submit" size={36} aria-label="Найти участника">
          <IconSearch size={18} aria-hidden="true" />
        </ActionIcon>
      </Group>
    </form>
  );
};
