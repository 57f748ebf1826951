import { useEffect, useState } from 'react';
import { createSmsCountdown, type SmsCountdown } from '@mall/domain';
import { useStores } from '../../../stores/StoresContext.tsx';

/** One SMS countdown per form, stopped when the form goes away. */
export function useSmsCountdown(): SmsCountdown {
  const root = useStores();
  const [countdown] = useState(() => root.create(createSmsCountdown));
  useEffect(() => () => countdown.dispose(), [countdown]);
  return countdown;
}
