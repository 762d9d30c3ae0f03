import { useCallback, useEffect, useState } from 'react';

/** A yes/no remembered in this browser (localStorage); false until read after mount. */
export function useLocalFlag(key: string): [boolean, () => void] {
  const [set, setSet] = useState(true);
  useEffect(() => {
    try {
      setSet(window.localStorage.getItem(key) === '1');
    } catch {
      setSet(false);
    }
  }, [key]);
  const remember = useCallback(() => {
    setSet(true);
    try {
      window.localStorage.setItem(key, '1');
    } catch {
      // Private mode: the flag lasts for this page only.
    }
  }, [key]);
  return [set, remember];
}
