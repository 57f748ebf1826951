/** The kinds of toast, each with its own icon and colour. */
export type MessageType = 'success' | 'info' | 'warning' | 'error';

/** One toast on screen. */
export interface MessageItem {
  /** Unique per messenger, in the order the toasts were shown. */
  id: number;
  /** Which icon and colour. */
  type: MessageType;
  /** The Chinese text, e.g. 登录成功. */
  text: string;
}

/** Options of `createMessenger`. */
export interface MessengerOptions {
  /** How long a toast stays, in milliseconds. */
  duration?: number;
}

/**
 * The imperative toast API: `messenger.success('登录成功')`. Stores and page containers call it;
 * a `<MessageViewport messenger={...} />` shows what it holds.
 */
export interface Messenger {
  /** Shows a success toast. */
  success: (text: string) => void;
  /** Shows an information toast. */
  info: (text: string) => void;
  /** Shows a warning toast. */
  warning: (text: string) => void;
  /** Shows an error toast. */
  error: (text: string) => void;
  /** Calls `listener` on every change; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
  /** The toasts on screen now; a new array after every change. */
  getSnapshot: () => readonly MessageItem[];
}

/** Makes a messenger. There is no module singleton: the app makes one, a story makes its own. */
export function createMessenger({ duration = 3000 }: MessengerOptions = {}): Messenger {
  let items: readonly MessageItem[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();

  const update = (next: readonly MessageItem[]) => {
    items = next;
    listeners.forEach((listener) => listener());
  };

  const dismiss = (id: number) => update(items.filter((item) => item.id !== id));

  const show = (type: MessageType) => (text: string) => {
    const id = nextId++;
    update([...items, { id, type, text }]);
    setTimeout(() => dismiss(id), duration);
  };

  return {
    success: show('success'),
    info: show('info'),
    warning: show('warning'),
    error: show('error'),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => items,
  };
}
