/** Calls fn at most once per `wait` ms, the last call of a burst included. */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, wait: number) {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const throttled = (...args: A) => {
    const now = Date.now();
    clearTimeout(timer);
    if (now - last >= wait) {
      last = now;
      fn(...args);
    } else {
      timer = setTimeout(
        () => {
          last = Date.now();
          fn(...args);
        },
        wait - (now - last),
      );
    }
  };
  throttled.cancel = () => clearTimeout(timer);
  return throttled;
}
