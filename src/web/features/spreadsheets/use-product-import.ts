import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { ImportAnswer } from '#common/schemas/spreadsheets.js';
import { messagesOf } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';
import { importProducts } from './api/import-products.js';

/** Where an import stands: a file to choose, one on its way (checked or imported), its preview, its problems, or done. */
export type ImportStep =
  | { step: 'choose' }
  | { step: 'sending'; preview: boolean; progress: number }
  | { step: 'preview'; answer: ImportAnswer }
  | { step: 'refused'; messages: string[] }
  | { step: 'done'; answer: ImportAnswer };

/**
 * The import screen's steps: the chosen file is sent once for a preview (every check, nothing
 * written) and, when the owner confirms, once more to import it, checked again on the server.
 * Cancel drops the file (and stops an upload under way).
 */
export function useProductImport() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ImportStep>({ step: 'choose' });
  const file = useRef<File | null>(null);
  const upload = useRef<AbortController | null>(null);

  async function send(preview: boolean) {
    if (!file.current) return;
    upload.current?.abort();
    const controller = new AbortController();
    upload.current = controller;
    setState({ step: 'sending', preview, progress: 0 });
    try {
      const answer = await importProducts({
        file: file.current,
        preview,
        signal: controller.signal,
        onProgress: (progress) => setState({ step: 'sending', preview, progress }),
      });
      if (preview) setState({ step: 'preview', answer });
      else {
        file.current = null;
        setState({ step: 'done', answer });
        await queryClient.invalidateQueries({ queryKey: queryKeys.products.all });
      }
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({ step: 'refused', messages: messagesOf(error) });
    }
  }

  return {
    state,
    check: (chosen: File) => {
      file.current = chosen;
      void send(true);
    },
    confirm: () => void send(false),
    cancel: () => {
      upload.current?.abort();
      file.current = null;
      setState({ step: 'choose' });
    },
  };
}
