import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog whose code loads when it is first opened (pages that offer it do not ship it on their
 * first load). It renders nothing until then, and stays mounted once opened so that closing it
 * behaves as before (focus back to the button).
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Dialog = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
