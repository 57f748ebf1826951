import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropProviderParams } from './thirdParty.ts';

/** A window at `href` whose history records what replaceState was given. */
function windowAt(href: string) {
  const replaceState = vi.fn();
  vi.stubGlobal('window', {
    location: new URL(href),
    history: { state: { idx: 3 }, replaceState },
  });
  return replaceState;
}

describe('dropProviderParams', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("takes the provider's code, state and type out of the address, and keeps the hash", () => {
    const replaceState = windowAt('https://mall.example/?code=abc&state=x&type=1#/center/userInfo');
    dropProviderParams();
    expect(replaceState).toHaveBeenCalledWith({ idx: 3 }, '', '/#/center/userInfo');
  });

  it("keeps the other parameters of an embedding page's address", () => {
    const replaceState = windowAt(
      'http://127.0.0.1:6007/iframe.html?embed=true&code=abc&id=story--one#/center',
    );
    dropProviderParams();
    expect(replaceState).toHaveBeenCalledWith(
      { idx: 3 },
      '',
      '/iframe.html?embed=true&id=story--one#/center',
    );
  });

  it('leaves an address without a provider parameter alone', () => {
    const replaceState = windowAt('http://127.0.0.1:6007/iframe.html?embed=true&id=story--one');
    dropProviderParams();
    expect(replaceState).not.toHaveBeenCalled();
  });
});
