// Web Storage that is looked up on each use: reaching window.localStorage itself throws where
// the visitor blocks storage, and each caller decides what that means for it.
export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

export function lazyStorage(area: 'localStorage' | 'sessionStorage'): StorageLike {
  return {
    getItem: (key) => window[area].getItem(key),
    setItem: (key, value) => window[area].setItem(key, value),
  };
}
