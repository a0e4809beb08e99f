import { describe, expect, it } from 'vitest';
import { protocolFormErrors } from './protocol-form';
import { DELETE_MESSAGES } from './protocols-view';

describe('protocol dialog', () => {
  it('asks for a name, a config and a category before sending', () => {
    expect(protocolFormErrors({ name: ' ', configId: null, clusterAgeCategoryId: null })).toEqual({
      name: 'Не заполнено поле «название протокола»',
      configId: 'Выберите конфигурацию',
      clusterAgeCategoryId: 'Выберите возрастную категорию',
    });
    expect(protocolFormErrors({ name: 'М40', configId: '1', clusterAgeCategoryId: '2' })).toEqual({});
    expect(protocolFormErrors({ name: 'x'.repeat(201), configId: '1', clusterAgeCategoryId: '2' }).name).toBe(
      'Поле «название протокола»: не длиннее 200 символов',
    );
  });

  it('says the spec’s words when a deletion starts and fails', () => {
    expect(DELETE_MESSAGES.started).toBe(
      'Начался пересчет протоколов, пожалуйста, не уходите с этой страницы до его окончания',
    );
    expect(DELETE_MESSAGES.failed).toBe('Ошибка удаления');
  });
});
