import { useState } from 'react';
import RebuildStatusCard from '~/features/admin/RebuildStatusCard.tsx';
import { refreshRebuildStatus } from '~/features/admin/rebuild-store.ts';
import { BLOG_CATEGORY_OPTIONS } from '~/features/blog/categories.ts';
import { BLOG_FORM_MSG, BLOG_LIMITS, type ContentFormat, SLUG_PATTERN } from '~/features/blog/form-messages.ts';
import type { BlogPost } from '~/features/blog/messages.ts';
import { blogPostSchema } from '~/features/blog/schema.ts';
import { apiFetch } from '~/lib/client/api.ts';
import { useForm } from '~/lib/client/form.ts';
import { showToast } from '~/lib/client/toast.ts';
import { type FormIslandProps, startValues } from '~/lib/forms/form-state.ts';
import { postPath } from '~/lib/paths.ts';
import { slugify } from '~/lib/text.ts';
import { primaryButtonClass } from '~/lib/ui/field.tsx';
import { SelectField, TextAreaField, TextField } from '~/lib/ui/fields.tsx';
import { FormAlert } from '~/lib/ui/form-notices.tsx';

// Long enough to read the toast before the page changes.
const REDIRECT_DELAY_MS = 1200;

const EMPTY = {
  title: '',
  slug: '',
  content: '',
  contentFormat: 'html' as ContentFormat,
  excerpt: '',
  category: '',
  tags: '',
  targetKeywords: '',
  metaTitle: '',
  metaDescription: '',
  featuredImage: '',
  publishStatus: 'published' as 'published' | 'draft',
};
type Values = typeof EMPTY;

const CATEGORY_OPTIONS = BLOG_CATEGORY_OPTIONS;
const STATUS_OPTIONS = [
  { value: 'published', label: 'Yayında' },
  { value: 'draft', label: 'Taslak' },
];

export type Props = FormIslandProps;

/**
 * /admin/blog/create: the 'Create New Blog Post' form; the page renders it for admins only (the server sends
 * anyone else to /blog), so it is in the page's HTML, usable before scripts.
 * A plain form post to /api/blog/create until its script runs; then checked here and sent by the script.
 */
export default function BlogCreateForm({ state }: Props) {
  const [slugEdited, setSlugEdited] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const form = useForm({
    initial: startValues(EMPTY, state),
    initialErrors: state?.errors,
    schema: blogPostSchema,
    send: async (data) => {
      const result = await apiFetch<{ post: BlogPost }>('/api/blog/create', { body: data });
      if (result.ok || result.status < 500) {
        // A taken slug (409) is the slug field's problem.
        return result.ok || result.status !== 409 ? result : { ...result, fieldErrors: { slug: result.error } };
      }
      return { ...result, error: BLOG_FORM_MSG.createFailedText };
    },
    failure: { title: BLOG_FORM_MSG.createFailedTitle, text: BLOG_FORM_MSG.createFailedText },
    resetOnSuccess: false,
    onSuccess: ({ post }) => {
      void refreshRebuildStatus();
      if (post.publishStatus === 'published') {
        showToast({ title: BLOG_FORM_MSG.createdTitle, description: BLOG_FORM_MSG.createdText });
        setLeaving(true);
        setTimeout(() => window.location.assign(postPath(post.slug)), REDIRECT_DELAY_MS);
        return;
      }
      showToast({ title: BLOG_FORM_MSG.createdTitle, description: BLOG_FORM_MSG.draftSavedText });
      form.reset();
      setSlugEdited(false);
    },
  });
  const bind = (name: keyof Values) => form.bind(name);
  const title = form.field('title');
  const slug = form.field('slug');

  return (
    <div className="space-y-6">
      <RebuildStatusCard />
      <form
        ref={form.ref}
        method="post"
        action="/api/blog/create"
        onSubmit={form.onSubmit}
        noValidate={form.hydrated}
        className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <FormAlert message={state?.message} />
        <TextField
          id="title"
          label="Başlık"
          required
          minLength={BLOG_LIMITS.titleMin}
          maxLength={BLOG_LIMITS.titleMax}
          {...title}
          onChange={(value) => {
            title.onChange(value);
            if (!slugEdited) form.setValue('slug', slugify(value));
          }}
        />
        <TextField
          id="slug"
          label="Adres (slug)"
          hint="Başlıktan otomatik oluşturulur: küçük harf, rakam ve tire."
          controlClassName="font-mono"
          required
          minLength={BLOG_LIMITS.slugMin}
          maxLength={BLOG_LIMITS.slugMax}
          pattern={SLUG_PATTERN.source}
          {...slug}
          onChange={(value) => {
            setSlugEdited(true);
            slug.onChange(value);
          }}
        />
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">İçerik biçimi</legend>
          <div className="mt-1 flex gap-4 text-sm">
            {(['html', 'markdown'] as const).map((format) => (
              <label key={format} className="inline-flex items-center gap-2">
                <input
                  type="radio"
                  name="contentFormat"
                  value={format}
                  checked={form.values.contentFormat === format}
                  onChange={() => form.setValue('contentFormat', format)}
                />
                {format === 'html' ? 'HTML' : 'Markdown'}
              </label>
            ))}
          </div>
        </fieldset>
        <TextAreaField
          label="İçerik"
          rows={12}
          hint={`En az ${BLOG_LIMITS.contentMin} karakter. Kaydederken güvenli olmayan HTML temizlenir.`}
          controlClassName="font-mono text-sm"
          required
          minLength={BLOG_LIMITS.contentMin}
          maxLength={BLOG_LIMITS.contentMax}
          {...bind('content')}
        />
        <TextAreaField
          label="Özet"
          rows={3}
          hint={`${form.values.excerpt.length}/${BLOG_LIMITS.excerptMax}`}
          required
          minLength={BLOG_LIMITS.excerptMin}
          maxLength={BLOG_LIMITS.excerptMax}
          {...bind('excerpt')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label="Kategori"
            options={CATEGORY_OPTIONS}
            placeholder="Bir kategori seçin"
            required
            {...bind('category')}
          />
          <SelectField label="Yayın durumu" options={STATUS_OPTIONS} {...bind('publishStatus')} />
          <TextField label="Etiketler" hint="Virgülle ayırın" {...bind('tags')} />
          <TextField label="Hedef anahtar kelimeler" hint="Virgülle ayırın" {...bind('targetKeywords')} />
          <TextField label="Meta başlık" maxLength={BLOG_LIMITS.metaMax} {...bind('metaTitle')} />
          <TextField
            label="Kapak görseli adresi"
            type="url"
            maxLength={BLOG_LIMITS.metaMax}
            {...bind('featuredImage')}
          />
        </div>
        <TextAreaField label="Meta açıklama" rows={2} maxLength={BLOG_LIMITS.metaMax} {...bind('metaDescription')} />
        <button
          type="submit"
          disabled={form.submitting || leaving}
          className={`${primaryButtonClass} w-full sm:w-auto`}
        >
          {form.submitting || leaving ? 'Publishing...' : 'Create Post'}
        </button>
      </form>
    </div>
  );
}
