import { useStore } from '@nanostores/react';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { AUTH_MSG } from '~/features/admin/messages.ts';
import RebuildStatusCard from '~/features/admin/RebuildStatusCard.tsx';
import { refreshRebuildStatus } from '~/features/admin/rebuild-store.ts';
import { $adminSession, loadAdminSession } from '~/features/admin/session-store.ts';
import { BLOG_LIMITS, BLOG_MSG, type BlogPost, type ContentFormat } from '~/features/blog/messages.ts';
import { blogPostSchema } from '~/features/blog/schema.ts';
import { BLOG_CREATE_CATEGORIES } from '~/features/directory/categories.ts';
import { ApiError, requestJson } from '~/lib/client/admin-api.ts';
import { showToast } from '~/lib/client/toast.ts';
import { slugify } from '~/lib/text.ts';

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
type Errors = Partial<Record<keyof Values, string>>;

const inputClass =
  'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200';

function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** /admin/blog/create: the 'Create New Blog Post' form, shown only to admins (others are sent to /blog). */
export default function BlogCreateForm() {
  const $session = useStore($adminSession);
  const [values, setValues] = useState<Values>(EMPTY);
  const [slugEdited, setSlugEdited] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const isAdmin = $session.status === 'ready' && $session.session.isAdmin;
  const denied = $session.status === 'error' || ($session.status === 'ready' && !$session.session.isAdmin);

  useEffect(() => {
    void loadAdminSession();
  }, []);
  useEffect(() => {
    if (!denied) return;
    showToast({ title: AUTH_MSG.accessDeniedTitle, description: AUTH_MSG.accessDeniedText, variant: 'destructive' });
    const timer = setTimeout(() => window.location.assign('/blog'), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [denied]);

  if (!isAdmin)
    return (
      <p className="text-slate-600" aria-live="polite">
        {AUTH_MSG.checkingAccess}
      </p>
    );

  const set = (key: keyof Values) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) => ({
      ...current,
      [key]: value,
      ...(key === 'title' && !slugEdited ? { slug: slugify(value) } : {}),
    }));
  };
  const describedBy = (key: keyof Values) => (errors[key] ? `${key}-error` : undefined);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = blogPostSchema.safeParse(values);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]) as keyof Values;
        next[key] ??= issue.message;
      }
      setErrors(next);
      document.getElementById(String(Object.keys(next)[0]))?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const { post } = await requestJson<{ post: BlogPost }>('/api/blog/create', { method: 'POST', body: parsed.data });
      if (post.publishStatus === 'published') {
        showToast({ title: BLOG_MSG.createdTitle, description: BLOG_MSG.createdText });
        setTimeout(() => window.location.assign(`/blog/${post.slug}`), REDIRECT_DELAY_MS);
      } else {
        showToast({ title: BLOG_MSG.createdTitle, description: BLOG_MSG.draftSavedText });
        setValues(EMPTY);
        setSlugEdited(false);
        setSubmitting(false);
      }
      void refreshRebuildStatus();
    } catch (error) {
      const message = error instanceof ApiError && error.status < 500 ? error.message : BLOG_MSG.createFailedText;
      if (error instanceof ApiError && error.status === 409) setErrors({ slug: message });
      showToast({ title: BLOG_MSG.createFailedTitle, description: message, variant: 'destructive' });
      setSubmitting(false);
    }
  }

  return (
    <div className="space-y-6">
      <RebuildStatusCard />
      <form
        onSubmit={onSubmit}
        noValidate
        className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <Field id="title" label="Title" error={errors.title}>
          <input
            id="title"
            value={values.title}
            onChange={set('title')}
            aria-invalid={!!errors.title}
            aria-describedby={describedBy('title')}
            className={inputClass}
          />
        </Field>
        <Field
          id="slug"
          label="Slug"
          error={errors.slug}
          hint="Başlıktan otomatik oluşturulur: küçük harf, rakam ve tire."
        >
          <input
            id="slug"
            value={values.slug}
            onChange={(e) => {
              setSlugEdited(true);
              set('slug')(e);
            }}
            aria-invalid={!!errors.slug}
            aria-describedby={describedBy('slug') ?? 'slug-hint'}
            className={`${inputClass} font-mono`}
          />
        </Field>
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">Content format</legend>
          <div className="mt-1 flex gap-4 text-sm">
            {(['html', 'markdown'] as const).map((format) => (
              <label key={format} className="inline-flex items-center gap-2">
                <input
                  type="radio"
                  name="contentFormat"
                  value={format}
                  checked={values.contentFormat === format}
                  onChange={set('contentFormat')}
                />
                {format === 'html' ? 'HTML' : 'Markdown'}
              </label>
            ))}
          </div>
        </fieldset>
        <Field
          id="content"
          label="Content"
          error={errors.content}
          hint={`En az ${BLOG_LIMITS.contentMin} karakter. Kaydederken güvenli olmayan HTML temizlenir.`}
        >
          <textarea
            id="content"
            rows={12}
            value={values.content}
            onChange={set('content')}
            aria-invalid={!!errors.content}
            aria-describedby={describedBy('content') ?? 'content-hint'}
            className={`${inputClass} font-mono text-sm`}
          />
        </Field>
        <Field
          id="excerpt"
          label="Excerpt"
          error={errors.excerpt}
          hint={`${values.excerpt.length}/${BLOG_LIMITS.excerptMax}`}
        >
          <textarea
            id="excerpt"
            rows={3}
            value={values.excerpt}
            onChange={set('excerpt')}
            aria-invalid={!!errors.excerpt}
            aria-describedby={describedBy('excerpt') ?? 'excerpt-hint'}
            className={inputClass}
          />
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="category" label="Category" error={errors.category}>
            <select
              id="category"
              value={values.category}
              onChange={set('category')}
              aria-invalid={!!errors.category}
              aria-describedby={describedBy('category')}
              className={inputClass}
            >
              <option value="">Select a category</option>
              {BLOG_CREATE_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </select>
          </Field>
          <Field id="publishStatus" label="Publish status">
            <select
              id="publishStatus"
              value={values.publishStatus}
              onChange={set('publishStatus')}
              className={inputClass}
            >
              <option value="published">Published</option>
              <option value="draft">Draft</option>
            </select>
          </Field>
          <Field id="tags" label="Tags" hint="Virgülle ayırın">
            <input
              id="tags"
              value={values.tags}
              onChange={set('tags')}
              aria-describedby="tags-hint"
              className={inputClass}
            />
          </Field>
          <Field id="targetKeywords" label="Target keywords" hint="Virgülle ayırın">
            <input
              id="targetKeywords"
              value={values.targetKeywords}
              onChange={set('targetKeywords')}
              aria-describedby="targetKeywords-hint"
              className={inputClass}
            />
          </Field>
          <Field id="metaTitle" label="Meta title" error={errors.metaTitle}>
            <input id="metaTitle" value={values.metaTitle} onChange={set('metaTitle')} className={inputClass} />
          </Field>
          <Field id="featuredImage" label="Featured image URL" error={errors.featuredImage}>
            <input
              id="featuredImage"
              type="url"
              value={values.featuredImage}
              onChange={set('featuredImage')}
              aria-invalid={!!errors.featuredImage}
              aria-describedby={describedBy('featuredImage')}
              className={inputClass}
            />
          </Field>
        </div>
        <Field id="metaDescription" label="Meta description" error={errors.metaDescription}>
          <textarea
            id="metaDescription"
            rows={2}
            value={values.metaDescription}
            onChange={set('metaDescription')}
            className={inputClass}
          />
        </Field>
        <button
          type="submit"
          disabled={submitting}
          className="w-full rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60 sm:w-auto"
        >
          {submitting ? 'Publishing...' : 'Create Post'}
        </button>
      </form>
    </div>
  );
}
