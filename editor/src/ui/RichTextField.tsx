// A rich-text field in TipTap, limited to what the site renders (richtext/extensions.ts), reading
// and writing the site's JSON (richtext/convert.ts). A document holding anything the editor
// cannot edit (a table, an embedded block, or nodes put together in a way TipTap's schema refuses)
// is shown as it is and kept, never put through TipTap.
import {
  createDocument,
  EditorContent,
  getSchema,
  useEditor,
  useEditorState,
  type Editor,
} from '@tiptap/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { isRegion, REGIONS } from '../../../app/regions/region';
import { asDoc, toSite, toTiptap, unsupportedParts, type RichDoc, type RichNode } from '../richtext/convert';
import { RICH_TEXT_EXTENSIONS } from '../richtext/extensions';
import { LINK_ADDRESS_HINT, richTextLinkShown } from '../schema/links';
import type { FieldProps } from './BlockForm';
import { useEditor as useStoryEditor } from './editor-context';

const SCHEMA = getSchema(RICH_TEXT_EXTENSIONS);

/**
 * Why TipTap would not take the document as it is (an empty text node, a heading inside a
 * paragraph), or null. This is the check `enableContentCheck` makes; without it TipTap would
 * quietly replace such a document with an empty one, which the first keystroke would then save.
 */
function schemaRefusal(doc: RichDoc): string | null {
  try {
    createDocument(toTiptap(doc) as never, SCHEMA, {}, { errorOnInvalidContent: true });
    return null;
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    return cause instanceof Error ? cause.message : String(cause);
  }
}

function Toolbar({
  editor,
  label,
  onLinkRefused,
}: {
  editor: Editor;
  label: string;
  /** A link address the site would not show as a link (null: the last one was fine). */
  onLinkRefused: (refused: boolean) => void;
}) {
  const { region } = useStoryEditor();
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      code: current.isActive('code'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bullet: current.isActive('bulletList'),
      ordered: current.isActive('orderedList'),
      quote: current.isActive('blockquote'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const toggle = (name: string, pressed: boolean, run: () => void, text: string, shortcut?: string) => (
    <button
      type="button"
      aria-pressed={pressed}
      title={shortcut ? `${name} (${shortcut})` : name}
      aria-label={name}
      onMouseDown={(event) => event.preventDefault()}
      onClick={run}
    >
      {text}
    </button>
  );
  const setLink = () => {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? '';
    const href = window.prompt(
      'Link address (/pricing, https://…, mailto:…); empty removes the link',
      previous,
    );
    if (href === null) return;
    const address = href.trim();
    if (address === '') {
      chain().extendMarkRange('link').unsetLink().run();
      onLinkRefused(false);
      return;
    }
    // For an address the region plays no part; the story's own is passed all the same.
    const shown = richTextLinkShown(address, isRegion(region) ? region : REGIONS[0]);
    // TipTap's link extension refuses some schemes itself (setLink then does nothing).
    onLinkRefused(!shown || !chain().extendMarkRange('link').setLink({ href: address }).run());
  };
  return (
    <div className="rt-toolbar" role="toolbar" aria-label={`${label} formatting`}>
      {toggle('Bold', state.bold, () => chain().toggleBold().run(), 'B', 'Ctrl+B')}
      {toggle('Italic', state.italic, () => chain().toggleItalic().run(), 'I', 'Ctrl+I')}
      {toggle('Underline', state.underline, () => chain().toggleUnderline().run(), 'U', 'Ctrl+U')}
      {toggle('Strikethrough', state.strike, () => chain().toggleStrike().run(), 'S')}
      {toggle('Code', state.code, () => chain().toggleCode().run(), '</>')}
      {toggle('Heading', state.h2, () => chain().toggleHeading({ level: 2 }).run(), 'H2')}
      {toggle('Subheading', state.h3, () => chain().toggleHeading({ level: 3 }).run(), 'H3')}
      {toggle('Bulleted list', state.bullet, () => chain().toggleBulletList().run(), '•')}
      {toggle('Numbered list', state.ordered, () => chain().toggleOrderedList().run(), '1.')}
      {toggle('Quote', state.quote, () => chain().toggleBlockquote().run(), '❝')}
      {toggle('Link', state.link, setLink, 'Link')}
      <button type="button" aria-label="Undo" disabled={!state.canUndo} onClick={() => chain().undo().run()}>
        ↶
      </button>
      <button type="button" aria-label="Redo" disabled={!state.canRedo} onClick={() => chain().redo().run()}>
        ↷
      </button>
    </div>
  );
}

function TipTapField({ field, value, onChange, id, errorId, error }: FieldProps) {
  const labelId = useId();
  const linkHintId = useId();
  const [linkRefused, setLinkRefused] = useState(false);
  const last = useRef<string>('');
  const initial = asDoc(value) ?? { type: 'doc' as const, content: [] };
  const describedBy = [error ? errorId : '', linkRefused ? linkHintId : ''].filter(Boolean).join(' ');
  // useEditor hands changed options (these attributes) to the editor after every render.
  const editor = useEditor({
    extensions: RICH_TEXT_EXTENSIONS,
    content: toTiptap(initial) as never,
    immediatelyRender: true,
    // RichTextField lets through only documents that pass this check; were one to fail it anyway,
    // TipTap throws (its default onContentError) rather than editing an emptied document.
    enableContentCheck: true,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(error ? { 'aria-invalid': 'true' } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        class: 'rt-content',
      },
    },
    onUpdate: ({ editor: current }) => {
      const doc = toSite(current.getJSON() as RichNode);
      last.current = JSON.stringify(doc);
      onChange(doc);
    },
  });

  // A change from outside (a restored version, a reload) replaces the editor's document.
  useEffect(() => {
    if (!editor) return;
    const incoming = JSON.stringify(asDoc(value));
    if (incoming === last.current) return;
    const doc = asDoc(value);
    if (!doc) return;
    last.current = incoming;
    editor.commands.setContent(toTiptap(doc) as never, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className="field richtext-field">
      <span id={labelId} className="label">
        {field.label}
        {field.required ? <span className="required"> (required)</span> : null}
      </span>
      {editor ? <Toolbar editor={editor} label={field.label} onLinkRefused={setLinkRefused} /> : null}
      <EditorContent editor={editor} />
      {linkRefused ? (
        <p id={linkHintId} className="field-error" role="alert">
          That address cannot be a link: {LINK_ADDRESS_HINT}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Why the editor cannot edit the value, or null when TipTap can. */
function notEditable(value: unknown): string | null {
  const doc = asDoc(value);
  if (!doc) return 'This text is not rich text';
  const parts = unsupportedParts(doc);
  if (parts.length > 0) return `This text holds ${parts.join(', ')}, which this editor cannot edit`;
  const refusal = schemaRefusal(doc);
  return refusal ? `This text is put together in a way this editor cannot edit (${refusal})` : null;
}

export function RichTextField(props: FieldProps) {
  const { value, field, id, errorId, error } = props;
  const reason = useMemo(() => notEditable(value), [value]);
  if (reason) {
    return (
      // Focusable, so that a save with an error here can move the focus to it.
      <div className="field" id={id} tabIndex={-1} aria-describedby={error ? errorId : undefined}>
        <span className="label">{field.label}</span>
        <p className="hint">{reason}; it is kept as it is.</p>
        <pre className="json">{JSON.stringify(value, null, 2)}</pre>
        {error ? (
          <p id={errorId} className="field-error">
            {error}
          </p>
        ) : null}
      </div>
    );
  }
  return <TipTapField {...props} />;
}
