import { createContext, useContext } from 'react';

export type NoticeVariant = 'default' | 'destructive' | 'success' | 'warning';

export interface Notice {
  title: string;
  description?: string;
  variant?: NoticeVariant;
  /** Milliseconds before it closes itself; 5000 by default. */
  duration?: number;
}

export type Notify = (notice: Notice) => void;

export const NoticesContext = createContext<Notify | null>(null);

/** `notify({ title, description?, variant })` shows one notice at a time; a new one replaces it. */
export function useNotify(): Notify {
  const notify = useContext(NoticesContext);
  if (!notify) throw new Error('useNotify must be used inside NoticesProvider');
  return notify;
}

/** Says "No changes made" when an edit's changes are empty; true then, and the caller sends nothing. */
export function noticeIfUnchanged(notify: Notify, changes: object, description: string): boolean {
  if (Object.keys(changes).length > 0) return false;
  notify({ title: 'No changes made', description });
  return true;
}
