// A body's editor: the HTML in a textarea and, beside it, a live preview in a frame sandboxed
// with no permissions (nothing in it runs). The server cleans the HTML on save (package
// richtext): what the preview shows of a script or a foreign picture is gone then.
import { Field } from './field.jsx';
import { t } from '../lib/i18n.js';
import { previewDocument } from '../lib/content.js';

export function HtmlEditor({ name, label, value, onChange, errors }) {
  return (
    <div className="html-editor">
      <Field name={name} label={label} errors={errors} as="textarea" rows={12} value={value} hint={t('content_html_hint')}
        onChange={(e) => onChange(e.target.value)} spellCheck="true" />
      <div className="html-editor__preview">
        <p className="html-editor__label" id={name + '-preview'}>{t('content_preview')}</p>
        <iframe title={t('content_preview') + ': ' + label} sandbox="" srcDoc={previewDocument(value)} aria-labelledby={name + '-preview'} />
      </div>
    </div>
  );
}
