import { useState } from 'react';
import { LoadingOverlay } from '#web/components/loading-overlay.js';
import { useSettingsAdmin } from '#web/features/admin/api/get-settings-admin.js';
import { type SettingsEdit, useUpdateSettings } from '#web/features/admin/api/update-settings.js';
import { SuccessLine } from '#web/features/admin/components/error-headings.js';
import { SettingsForm } from '#web/features/admin/components/settings/settings-form.js';
import { problemsByField, type SettingsKey, slotOverlapsOf } from '#web/features/admin/settings-draft.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import { useServerMessages } from '#web/i18n/i18n.js';
import { messagesOf } from '#web/lib/api-client.js';
import { useTimedMessage } from '#web/lib/use-auto-clear.js';
import { useDocumentTitle } from '#web/lib/use-document-title.js';

const t = adminTexts.settings;

interface Refusal {
  messages: string[];
  /** The messages beside their fields. */
  byField: Partial<Record<SettingsKey, string[]>>;
  /** The delivery windows a refusal names (rows from 0); none: it names no row. */
  slotRows?: number[];
}

/**
 * The owner's Settings (/admin/settings): the shop's details, order rules and delivery area.
 * Save sends only what changed; the form then shows what the server saved (it normalises the
 * WhatsApp number, the GSTIN's case and repeated PIN codes). A refusal stays until the next save.
 * Delivery windows that overlap are found here before anything is sent, by the settings' own
 * rule, and named in the language shown, with their rows marked.
 */
export function AdminSettingsPage() {
  useDocumentTitle(t.title);
  const settings = useSettingsAdmin();
  const save = useUpdateSettings();
  const server = useServerMessages();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [done, setDone] = useTimedMessage();
  // Each save starts the form again from what the server answered, even when it equals the last.
  const [version, setVersion] = useState(0);

  const submit = (change: SettingsEdit) => {
    setDone('');
    const sent = Object.keys(change);
    if (sent.length === 0) {
      setRefusal({ messages: [t.nothingChanged], byField: {} });
      return;
    }
    const overlaps = slotOverlapsOf(change);
    if (overlaps.messages.length > 0) {
      const messages = overlaps.messages.map((message) => server.line(message));
      setRefusal({ messages, byField: { slots: messages }, slotRows: overlaps.rows });
      return;
    }
    setRefusal(null);
    save.mutate(change, {
      onSuccess: (answer) => {
        setVersion((v) => v + 1);
        setDone(answer.message);
      },
      onError: (error) => {
        // Where two fields share the server's words, the one that was sent is meant.
        const messages = messagesOf(error);
        setRefusal({ messages, byField: problemsByField(messages, sent) });
      },
    });
  };

  return (
    <section className="admin-page">
      {settings.isPending && <LoadingOverlay label={t.loading} />}
      {save.isPending && <LoadingOverlay label={t.saving} />}
      <h1>{t.title}</h1>
      <SuccessLine message={done} />
      {settings.isError && <p className="notice notice--error">{t.loadFailed}</p>}
      {settings.data && (
        <SettingsForm
          key={version}
          saved={settings.data}
          busy={save.isPending}
          problems={refusal?.messages ?? []}
          byField={refusal?.byField ?? {}}
          slotRows={refusal?.slotRows}
          onSubmit={submit}
        />
      )}
    </section>
  );
}
