import { type ReactNode, useCallback, useState } from 'react';
import { BusinessNameLink } from '~/features/admin/BusinessNameLink.tsx';
import { APPROVE_BUTTON_CLASS, ConfirmReject } from '~/features/admin/RejectionReason.tsx';
import { useAdminSession } from '~/features/identity/use-admin-session.ts';
import { MODERATION_MSG, type ModerationKind, type PendingContent } from '~/features/moderation/messages.ts';
import { PHOTO_FORMATS, srcsetOf } from '~/features/photos/messages.ts';
import { apiData } from '~/lib/client/api.ts';
import { showToast } from '~/lib/client/toast.ts';
import { formatDateTr } from '~/lib/text.ts';

function Decide({ kind, id, label, onDone }: { kind: ModerationKind; id: number; label: string; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  async function act(decision: 'approve' | 'reject') {
    setBusy(true);
    try {
      await apiData(`/api/moderation/${kind}/${id}/${decision}`, { method: 'POST' });
      showToast({ title: decision === 'approve' ? MODERATION_MSG.approved : MODERATION_MSG.rejected });
      onDone();
    } catch {
      showToast({ title: MODERATION_MSG.failed, variant: 'destructive' });
      setBusy(false);
    }
  }
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      <button
        type="button"
        disabled={busy}
        onClick={() => void act('approve')}
        className={APPROVE_BUTTON_CLASS}
        aria-label={`${MODERATION_MSG.approve}: ${label}`}
      >
        {MODERATION_MSG.approve}
      </button>
      <ConfirmReject
        id={`reject-${kind}-${id}`}
        label={label}
        busy={busy}
        reasonRequired={false}
        onReject={() => void act('reject')}
      />
    </div>
  );
}

const webp = PHOTO_FORMATS[1].ext;

/** One kind of waiting content under its heading; nothing when none waits. */
function Group({
  title,
  count,
  grid = false,
  children,
}: {
  title: string;
  count: number;
  grid?: boolean;
  children: ReactNode;
}) {
  if (count === 0) return null;
  return (
    <div>
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <ul className={grid ? 'mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3' : 'mt-2 space-y-3'}>{children}</ul>
    </div>
  );
}

/** The approval panel's section of owners' photos (as thumbnails) and review replies waiting for an admin. */
export default function OwnerContentQueue() {
  const [content, setContent] = useState<PendingContent | 'loading' | 'error'>('loading');
  const load = useCallback(async () => {
    try {
      setContent(await apiData<PendingContent>('/api/moderation/pending'));
    } catch {
      setContent('error');
    }
  }, []);
  const { isAdmin } = useAdminSession(load);
  if (!isAdmin) return null;
  return (
    <section aria-labelledby="owner-content" className="mt-10 space-y-6">
      <h2 id="owner-content" className="text-xl font-bold text-slate-900">
        {MODERATION_MSG.title}
      </h2>
      {content === 'loading' && <p className="text-slate-600">Yükleniyor...</p>}
      {content === 'error' && <p className="text-red-800">{MODERATION_MSG.loadFailed}</p>}
      {typeof content === 'object' && content.photos.length + content.replies.length === 0 && (
        <p className="text-slate-600">{MODERATION_MSG.none}</p>
      )}
      {typeof content === 'object' && (
        <Group title={MODERATION_MSG.photos} count={content.photos.length} grid>
          {content.photos.map((photo) => (
            <li
              key={photo.id}
              className="rounded-xl border border-slate-200 bg-white p-2"
              data-pending-photo={photo.id}
            >
              <img
                src={photo.src}
                srcSet={photo.base ? srcsetOf(photo, webp) : undefined}
                sizes="12rem"
                width={photo.width ?? undefined}
                height={photo.height ?? undefined}
                alt={photo.caption ?? `${photo.businessName} fotoğrafı`}
                className="aspect-[4/3] w-full rounded-lg object-cover"
                loading="lazy"
              />
              <p className="mt-1 text-sm font-semibold">
                <BusinessNameLink id={photo.businessId} name={photo.businessName} />
              </p>
              {photo.caption && <p className="text-sm text-slate-700">{photo.caption}</p>}
              <Decide kind="photo" id={photo.id} label={`${photo.businessName} fotoğrafı`} onDone={() => void load()} />
            </li>
          ))}
        </Group>
      )}
      {typeof content === 'object' && (
        <Group title={MODERATION_MSG.replies} count={content.replies.length}>
          {content.replies.map((reply) => (
            <li
              key={reply.id}
              className="rounded-xl border border-slate-200 bg-white p-4"
              data-pending-reply={reply.id}
            >
              <p className="font-semibold">
                {reply.businessName} · <span className="font-normal">{formatDateTr(reply.updatedAt)}</span>
              </p>
              {reply.reviewComment && <p className="mt-1 text-sm text-slate-600">Yorum: {reply.reviewComment}</p>}
              <p className="mt-1 whitespace-pre-line text-sm text-slate-900">Yanıt: {reply.body}</p>
              <Decide kind="reply" id={reply.id} label={`${reply.businessName} yanıtı`} onDone={() => void load()} />
            </li>
          ))}
        </Group>
      )}
    </section>
  );
}
