import { useEffect, useRef, useState } from "react";

/**
 * A value typed locally and handed on after `delay` ms without typing (search boxes, filters), so a
 * list is asked once per pause rather than once per key. A change from outside (back, a cleared
 * filter) replaces the draft, unless it is the value this draft just handed on.
 */
export const useDebouncedDraft = <T>({
  value,
  onCommit,
  delay = 300,
}: {
  value: T;
  onCommit: (value: T) => void;
  delay?: number;
}) => {
  const [draft, setDraft] = useState(value);
  const committed = useRef(value);
  const commit = useRef(onCommit);
  commit.current = onCommit;

  useEffect(() => {
    if (!Object.is(value, committed.current)) {
      committed.current = value;
      setDraft(value);
    }
  }, [value]);

  useEffect(() => {
    if (Object.is(draft, committed.current)) return;
    const timer = setTimeout(() => {
      committed.current = draft;
      commit.current(draft);
    }, delay);
    return () => clearTimeout(timer);
  }, [draft, delay]);

  return [draft, setDraft] as const;
};
