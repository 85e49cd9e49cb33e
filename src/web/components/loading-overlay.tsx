/** Spec 4: a loading overlay with its own label while a remote operation runs. */
export function LoadingOverlay({ label }: { label: string }) {
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <div className="loading-overlay__box">
        <span className="spinner" aria-hidden="true" />
        <span className="loading-overlay__label">{label}</span>
      </div>
    </div>
  );
}
