import type { ReactNode } from 'react';

/** What an input needs to be tied to its hint and its problems. */
export interface FieldAria {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface SettingsFieldProps {
  id: string;
  label: string;
  hint?: string;
  /** The server's messages about this field, shown under it. */
  problems?: readonly string[];
  children: (aria: FieldAria) => ReactNode;
}

/** A labelled input of the Settings form with its hint and, after a refusal, the server's words beside it. */
export function SettingsField({ id, label, hint, problems = [], children }: SettingsFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children(fieldAria(id, hint, problems))}
      <FieldNotes id={id} hint={hint} problems={problems} />
    </div>
  );
}

/** The ids an input's description is made of: its problems first, then its hint. */
export function fieldAria(id: string, hint: string | undefined, problems: readonly string[]): FieldAria {
  const described = [problems.length ? `${id}-problems` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return { id, ...(problems.length ? { 'aria-invalid': true as const } : {}), ...(described ? { 'aria-describedby': described } : {}) };
}

export function FieldNotes({ id, hint, problems = [] }: { id: string; hint?: string; problems?: readonly string[] }) {
  return (
    <>
      {problems.length > 0 && (
        <div id={`${id}-problems`}>
          {problems.map((problem) => (
            <p key={problem} className="field__error">
              {problem}
            </p>
          ))}
        </div>
      )}
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
    </>
  );
}
