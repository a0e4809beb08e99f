import { useState } from 'react';
import { Autocomplete, Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMapSearch } from '@tabler/icons-react';
import { ADDRESS_SUGGESTION_LIMITS, type AddressSuggestion } from '@velo/contracts';
import { useAddressSuggestionsEnabled } from './api/get-address-suggestions-enabled';
import { useSuggestAddress } from './api/suggest-address';

/** Suggestions are asked 300 ms after the last key. */
export const ADDRESS_SEARCH_DEBOUNCE_MS = 300;

export const START_ADDRESS_TEXTS = {
  label: 'Адрес старта',
  placeholder: 'Начните вводить адрес',
  description: `Выберите адрес из подсказок (от ${ADDRESS_SUGGESTION_LIMITS.minTypedLength} букв): точка старта встанет на карту`,
  unavailable: 'Подсказки адресов сейчас недоступны: укажите координаты вручную или загрузите трек',
  noPoint: 'Для этого адреса нет координат: уточните адрес до дома или укажите координаты вручную',
} as const;

/**
 * The event dialog's start address: a search of a DaData-style service whose chosen suggestion
 * sets the start point. The event keeps only the point (part 2 §3 Event has no address), so the
 * field is shown only while the service is configured (docs/decisions/integrations.md, "Address suggestions").
 */
export const StartAddressField = ({ onPick }: { onPick: (latitude: number, longitude: number) => void }) => {
  const isEnabled = useAddressSuggestionsEnabled().data === true;
  const [text, setText] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [query] = useDebouncedValue(text.trim(), ADDRESS_SEARCH_DEBOUNCE_MS);
  const suggestions = useSuggestAddress(query, { enabled: isEnabled });
  if (!isEnabled) return null;

  const found: AddressSuggestion[] =
    text.trim().length >= ADDRESS_SUGGESTION_LIMITS.minTypedLength
      ? (suggestions.data?.suggestions ?? [])
      : [];
  const byValue = new Map(found.map((suggestion) => [suggestion.value, suggestion]));

  const pick = (value: string) => {
    const suggestion = byValue.get(value);
    if (!suggestion) return;
    if (suggestion.latitude === null || suggestion.longitude === null) {
      setNotice(START_ADDRESS_TEXTS.noPoint);
      return;
    }
    setNotice(null);
    onPick(Number(suggestion.latitude.toFixed(6)), Number(suggestion.longitude.toFixed(6)));
  };

  return (
    <Autocomplete
      label={START_ADDRESS_TEXTS.label}
      placeholder={START_ADDRESS_TEXTS.placeholder}
      description={START_ADDRESS_TEXTS.description}
      leftSection={<IconMapSearch size={16} aria-hidden="true" />}
      rightSection={suggestions.isFetching ? <Loader size={14} aria-label="Загрузка подсказок" /> : null}
      value={text}
      onChange={(value) => {
        setText(value);
        // Choosing a suggestion writes its text too (after onOptionSubmit): that keeps the notice.
        if (!byValue.has(value)) setNotice(null);
      }}
      data={[...byValue.keys()]}
      filter={({ options }) => options}
      onOptionSubmit={pick}
      maxLength={ADDRESS_SUGGESTION_LIMITS.maxQueryLength}
      inputContainer={(children) => (
        <>
          {children}
          {suggestions.isError || notice ? (
            <Text size="xs" c="orange.9" mt={4} role="status">
              {notice ?? START_ADDRESS_TEXTS.unavailable}
            </Text>
          ) : null}
        </>
      )}
    />
  );
};
