import { useEffect, useRef, useState } from 'react';
import type { Coupon } from '#common/schemas/coupons.js';
import { useDeleteCoupon } from '#web/features/admin/api/delete-coupon.js';
import { useCoupons } from '#web/features/admin/api/get-coupons.js';
import { type CouponEdit, useSaveCoupon } from '#web/features/admin/api/save-coupon.js';
import { AdminListPage } from '#web/features/admin/components/admin-list-page.js';
import { ConfirmDelete } from '#web/features/admin/components/confirm-delete.js';
import { CouponCards } from '#web/features/admin/components/coupon-cards.js';
import { CouponForm } from '#web/features/admin/components/coupon-form.js';
import { CouponsTable } from '#web/features/admin/components/coupons-table.js';
import { type CouponKey, couponProblemsByField } from '#web/features/admin/coupon-draft.js';
import { useNotice } from '#web/features/admin/use-notice.js';
import { useOwnerCouponTexts } from '#web/i18n/owner-coupon-texts.js';
import { messagesOf } from '#web/lib/api-client.js';
import { useMediaQuery } from '#web/lib/use-media-query.js';
import '../../styles/admin-lists.css';
import '../../styles/admin-khata.css';
import '../../styles/admin-coupons.css';

/** Below this width the coupons are cards (as the orders and khata lists' are). */
const WIDE_LIST = '(min-width: 64rem)';

/** The form open: a new coupon (no `coupon`) or one being edited, and its last refusal. */
interface Editing {
  coupon?: Coupon;
  refusal: { messages: string[]; byField: Partial<Record<CouponKey, string[]>> } | null;
}

/**
 * The owner's coupons (/admin/coupons; API.md "Offers and the delivery charge", decision 0064):
 * every coupon with its discount, limits, uses and whether it is active. Add coupon and Edit open
 * one form above the list (the focus back on Add coupon when it closes); the server's refusals stand beside the fields they name and the form
 * stays as typed. Pause and Resume save `active` alone; Delete asks first. An empty shop says what
 * a coupon is for.
 */
export function AdminCouponsPage() {
  const t = useOwnerCouponTexts().list;
  const coupons = useCoupons();
  const save = useSaveCoupon();
  const remove = useDeleteCoupon();
  const { notice, done, failed } = useNotice();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [asking, setAsking] = useState<Coupon | null>(null);
  const wide = useMediaQuery(WIDE_LIST);
  // When the form closes (saved or cancelled) the focus goes back to Add coupon, not to the page's start.
  const addButton = useRef<HTMLButtonElement>(null);
  const formWasOpen = useRef(false);
  useEffect(() => {
    if (editing) formWasOpen.current = true;
    else if (formWasOpen.current) {
      formWasOpen.current = false;
      addButton.current?.focus();
    }
  }, [editing]);

  const submit = (fields: CouponEdit) => {
    const coupon = editing?.coupon;
    save.mutate(
      { id: coupon?._id, fields },
      {
        onSuccess: (savedCoupon) => {
          setEditing(null);
          done(coupon ? t.saved(savedCoupon.code) : t.added(savedCoupon.code));
        },
        onError: (error) => {
          const messages = messagesOf(error);
          setEditing((open) => open && { ...open, refusal: { messages, byField: couponProblemsByField(messages) } });
        },
      },
    );
  };

  const toggle = (coupon: Coupon) =>
    save.mutate(
      { id: coupon._id, fields: { active: !coupon.active } },
      { onSuccess: (saved) => done(saved.active ? t.resumedDone(saved.code) : t.pausedDone(saved.code)), onError: failed },
    );

  const list = coupons.data ?? [];
  const actions = {
    onEdit: (coupon: Coupon) => setEditing({ coupon, refusal: null }),
    onToggle: toggle,
    onDelete: setAsking,
    busy: save.isPending || remove.isPending,
  };
  return (
    <AdminListPage
      title={t.title}
      list={coupons}
      rowCount={list.length}
      loadingLabel={t.loading}
      emptyText={t.none}
      busyLabel={save.isPending ? t.saving : remove.isPending ? t.deleting : null}
      notice={notice}
      filters={
        <>
          <p className="admin-intro">{t.intro}</p>
          {editing ? (
            <CouponForm
              key={editing.coupon?._id ?? 'new'}
              saved={editing.coupon}
              busy={save.isPending}
              problems={editing.refusal?.messages ?? []}
              byField={editing.refusal?.byField ?? {}}
              onSubmit={submit}
              onCancel={() => setEditing(null)}
            />
          ) : (
            <button type="button" ref={addButton} className="button coupon-add" onClick={() => setEditing({ refusal: null })}>
              {t.add}
            </button>
          )}
        </>
      }
      table={wide ? <CouponsTable coupons={list} {...actions} /> : <CouponCards coupons={list} {...actions} />}
    >
      <ConfirmDelete
        item={asking}
        title={t.confirmTitle}
        textOf={(coupon) => t.confirmText(coupon.code)}
        confirmLabel={t.confirmButton}
        onConfirm={(coupon) => remove.mutate(coupon._id, { onSuccess: (answer) => done(answer.message), onError: failed })}
        onClose={() => setAsking(null)}
      />
    </AdminListPage>
  );
}
