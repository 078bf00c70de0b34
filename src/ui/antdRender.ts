import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

const roots = new WeakMap<Element | DocumentFragment, Root>();

/**
 * antd-mobile's imperative widgets (Toast.show, Dialog.confirm, ImageViewer.show, Picker.prompt)
 * render through ReactDOM.render, which React 19 removed; without this they render nothing.
 */
export function installAntdRender(): void {
  unstableSetRender((node, container) => {
    let root = roots.get(container);
    if (!root) {
      root = createRoot(container);
      roots.set(container, root);
    }
    root.render(node);
    const mounted = root;
    return async () => {
      // Unmounting inside React's own commit is not allowed; wait for the current task to end.
      await new Promise((resolve) => setTimeout(resolve, 0));
      mounted.unmount();
      roots.delete(container);
    };
  });
}
