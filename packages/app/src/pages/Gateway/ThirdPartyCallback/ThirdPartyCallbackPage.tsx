import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { ResultPanel } from '@mall/ui';
import { useRouteEntry } from '../../../routes/useRouteEntry.ts';
import { createThirdPartyCallbackStore } from '@mall/domain';
import { useFeature } from '../../../stores/StoresContext.tsx';
import { CALLBACK_PROVIDER, dropProviderParams } from '../shared/thirdParty.ts';
import { hrefTo } from '../../../routes/links.ts';

/**
 * wxBack, qqBack and their variants: the provider sends the buyer back with `?code=`, before
 * the hash as real providers do (or inside it). The code is checked with the server: a bound
 * identity logs in, a new one goes on to registerAuth.
 */
export const ThirdPartyCallbackPage = observer(function ThirdPartyCallbackPage() {
  const thirdParty = useFeature(createThirdPartyCallbackStore);
  const [params] = useSearchParams();
  const type = CALLBACK_PROVIDER[useRouteEntry()?.id ?? ''];
  const [code] = useState(
    () => params.get('code') ?? new URLSearchParams(window.location.search).get('code'),
  );
  const redirect = params.get('redirect') ?? undefined;

  useEffect(() => {
    // The code is single use: keep it out of the address bar and history.
    dropProviderParams();
    if (type !== undefined) void thirdParty.handleCallback(code, type, redirect);
  }, [thirdParty, code, type, redirect]);

  return thirdParty.status === 'error' ? (
    <ResultPanel
      status="error"
      title="授权失败，请重试"
      description={thirdParty.error}
      action={<a href={hrefTo('login')}>返回登录</a>}
    />
  ) : (
    <ResultPanel status="loading" title="正在登录…" />
  );
});
