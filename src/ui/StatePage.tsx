import type { ReactNode } from 'react';

interface StatePageProps {
  icon: ReactNode;
  title: string;
  text: string;
  /** Buttons, the main one first. */
  children?: ReactNode;
}

/** A whole-page message (empty, coming soon, failed): icon, heading, a line of text, actions. */
export function StatePage({ icon, title, text, children }: StatePageProps) {
  return (
    <section className="app-state">
      <div className="app-state__icon" aria-hidden>
        {icon}
      </div>
      <h2 className="app-state__title">{title}</h2>
      <p className="app-state__text">{text}</p>
      {children && <div className="app-state__actions">{children}</div>}
    </section>
  );
}
