import { beforeEach, describe, expect, it } from 'vitest';
import { rememberUrl, takeRememberedUrl } from './remembered-url';

describe('remembered URL', () => {
  beforeEach(() => sessionStorage.clear());

  it('gives the remembered URL back once', () => {
    rememberUrl('/lk/org?viewType=events');
    expect(takeRememberedUrl()).toBe('/lk/org?viewType=events');
    expect(takeRememberedUrl()).toBeNull();
  });

  it('never remembers another site or the sign-in area', () => {
    rememberUrl('https://evil.example/');
    rememberUrl('//evil.example/');
    rememberUrl('/auth/participant');
    expect(takeRememberedUrl()).toBeNull();
  });
});
