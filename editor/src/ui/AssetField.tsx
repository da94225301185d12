// An image field: the chosen image with its alt text, and a library to choose or upload one in,
// where the image's own alt text and focus point are kept for every use of it, and where an upload
// no story uses can be deleted (after a confirmation; the service refuses while a story uses it).
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { api, ApiError, type Asset } from '../api/client';
import { assetValue, focusAt, focusPoint, readAsset, thumbnail, withAlt } from '../schema/assets';
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_TYPES,
  type UploadType,
} from '../../../content-service/editor/upload-rules';
import type { FieldProps } from './BlockForm';
import { Modal } from './Modal';

function FocusEditor({ asset, onSaved }: { asset: Asset; onSaved: (asset: Asset) => void }) {
  const [alt, setAlt] = useState(asset.alt);
  const [point, setPoint] = useState(() => focusPoint(asset.focus));
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const altId = useId();
  const focusHintId = useId();
  const width = asset.width ?? 0;
  const height = asset.height ?? 0;
  const known = width > 0 && height > 0;

  const pick = (event: MouseEvent<HTMLImageElement>) => {
    if (!known) return;
    const box = event.currentTarget.getBoundingClientRect();
    setPoint({
      x: ((event.clientX - box.left) / box.width) * width,
      y: ((event.clientY - box.top) / box.height) * height,
    });
  };
  const nudge = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!known) return;
    const step = (event.shiftKey ? 0.1 : 0.02) * Math.max(width, height);
    const current = point ?? { x: width / 2, y: height / 2 };
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setPoint({
      x: Math.min(width - 1, Math.max(0, current.x + move[0])),
      y: Math.min(height - 1, Math.max(0, current.y + move[1])),
    });
  };

  async function save() {
    setError(null);
    try {
      const saved = await api.updateAsset({
        filename: asset.filename,
        alt,
        focus: point && known ? focusAt(Math.min(point.x, width - 2), Math.min(point.y, height - 2)) : '',
      });
      onSaved(saved);
      setMessage('Alt text and focus point saved.');
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'The image could not be updated.');
    }
  }

  const percent =
    point && known ? { left: `${(point.x / width) * 100}%`, top: `${(point.y / height) * 100}%` } : null;
  return (
    <div className="focus-editor">
      <div
        className="focus-image"
        tabIndex={known ? 0 : undefined}
        role={known ? 'application' : undefined}
        aria-label={
          known
            ? 'Focus point: click the image, or move it with the arrow keys (Shift for larger steps)'
            : undefined
        }
        aria-describedby={known ? focusHintId : undefined}
        onKeyDown={nudge}
      >
        <img src={thumbnail(asset.filename, 480)} alt="" onClick={pick} />
        {percent ? <span className="focus-dot" style={percent} aria-hidden="true" /> : null}
      </div>
      {/* Polite and tied to the image: an arrow key's move is said where the focus is. */}
      <p id={focusHintId} className="hint" aria-live="polite">
        {known && point
          ? `Focus at ${Math.round((point.x / width) * 100)}% across, ${Math.round((point.y / height) * 100)}% down.`
          : known
            ? 'No focus point: crops keep the centre.'
            : 'The size of this image is unknown, so it has no focus point.'}
      </p>
      {point ? (
        <button type="button" onClick={() => setPoint(null)}>
          Clear focus point
        </button>
      ) : null}
      <div className="field">
        <label htmlFor={altId} className="label">
          Alt text of this image (for every use of it)
        </label>
        <input id={altId} value={alt} onChange={(event) => setAlt(event.target.value)} />
      </div>
      <button type="button" onClick={() => void save()}>
        Save image details
      </button>
      <p role="status" className="status">
        {message}
      </p>
      {error ? (
        <p role="alert" className="error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Only uploads can be deleted (the service keeps the site's own media). */
export function isUpload(asset: Asset): boolean {
  return asset.filename.startsWith('/media/uploads/');
}

function DeleteUpload({ asset, onDeleted }: { asset: Asset; onDeleted: (asset: Asset) => void }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const ask = useRef<HTMLButtonElement>(null);
  const name = asset.filename.replace(/^\/media\//, '');

  useEffect(() => {
    if (confirming) keep.current?.focus();
  }, [confirming]);

  async function remove() {
    setBusy(true);
    setError(null);
    try {
      await api.deleteAsset(asset.filename);
      onDeleted(asset);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'The image could not be deleted.');
      setBusy(false);
      setConfirming(false);
    }
  }

  return (
    <div className="delete-upload">
      {confirming ? (
        <div role="group" aria-label={`Delete ${name}?`} className="confirm-delete">
          <p>
            Delete {name} from the media folder for good? This cannot be undone; while a story uses the image,
            the service refuses.
          </p>
          <div className="button-row">
            <button type="button" className="danger" disabled={busy} onClick={() => void remove()}>
              {busy ? 'Deleting…' : 'Delete image for good'}
            </button>
            <button
              type="button"
              ref={keep}
              onClick={() => {
                setConfirming(false);
                requestAnimationFrame(() => ask.current?.focus());
              }}
            >
              Keep it
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="danger" ref={ask} onClick={() => setConfirming(true)}>
          Delete image
        </button>
      )}
      {error ? (
        <p role="alert" className="error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The kinds the service takes, as the library names them: `PNG, JPEG, WebP, GIF or SVG`. */
const KIND_NAMES: Record<UploadType, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'image/svg+xml': 'SVG',
};
const UPLOAD_KINDS = Object.values(KIND_NAMES)
  .join(', ')
  .replace(/, ([^,]+)$/, ' or $1');

/** Why the service would refuse `file`, said before it is sent; null when it may be sent. */
export function uploadRefusal(file: { name: string; size: number; type: string }): string | null {
  if (file.size > MAX_UPLOAD_BYTES) {
    const megabytes = (file.size / 1024 / 1024).toFixed(1);
    return `${file.name} is ${megabytes} MB; images can be up to ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`;
  }
  if (file.type !== '' && !Object.hasOwn(UPLOAD_TYPES, file.type)) {
    return `${file.name} is not an image the site can show: upload ${UPLOAD_KINDS}.`;
  }
  return null;
}

function AssetLibrary({ onChoose, onClose }: { onChoose: (asset: Asset) => void; onClose: () => void }) {
  const [search, setSearch] = useState('');
  const [assets, setAssets] = useState<Asset[] | null>(null);
  const [chosen, setChosen] = useState<Asset | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [notice, setNotice] = useState('');
  const searchInput = useRef<HTMLInputElement>(null);
  const searchId = useId();
  const uploadId = useId();

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      api.assets(search.trim()).then(
        (found) => current && setAssets(found),
        (caught: unknown) =>
          current && setError(caught instanceof Error ? caught.message : 'The images could not be listed.'),
      );
    }, 200);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [search]);

  async function upload(input: HTMLInputElement) {
    const file = input.files?.[0];
    // Cleared, so that the same file can be picked again after a refusal.
    input.value = '';
    if (!file) return;
    setError(null);
    setNotice('');
    const refusal = uploadRefusal(file);
    if (refusal) {
      setError(refusal);
      return;
    }
    setUploading(true);
    try {
      const asset = await api.upload(file);
      setAssets((previous) => [
        asset,
        ...(previous ?? []).filter((item) => item.filename !== asset.filename),
      ]);
      setChosen(asset);
      setNotice(`Uploaded ${file.name}; it is selected.`);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'The image could not be uploaded.');
    } finally {
      setUploading(false);
    }
  }

  return (
    <Modal
      title="Images"
      className="asset-library"
      onClose={onClose}
      actions={
        <button type="button" onClick={onClose}>
          Close
        </button>
      }
    >
      <div className="library-tools">
        <div className="field">
          <label htmlFor={searchId} className="label">
            Search images
          </label>
          <input
            id={searchId}
            ref={searchInput}
            data-autofocus
            type="search"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setNotice('');
            }}
          />
        </div>
        <div className="field">
          <label htmlFor={uploadId} className="label">
            Upload an image ({UPLOAD_KINDS}, up to {MAX_UPLOAD_BYTES / 1024 / 1024} MB)
          </label>
          <input
            id={uploadId}
            type="file"
            accept={Object.keys(UPLOAD_TYPES).join(',')}
            disabled={uploading}
            onChange={(event) => void upload(event.currentTarget)}
          />
        </div>
      </div>
      <p role="status" className="status">
        {uploading ? 'Uploading…' : assets === null ? 'Loading images…' : notice || `${assets.length} images`}
      </p>
      {error ? (
        <p role="alert" className="error">
          {error}
        </p>
      ) : null}
      <div className="library-body">
        <ul className="asset-grid">
          {(assets ?? []).map((asset) => (
            <li key={asset.filename}>
              <button
                type="button"
                aria-pressed={chosen?.filename === asset.filename}
                onClick={() => setChosen(asset)}
                className="asset-tile"
              >
                <img src={thumbnail(asset.filename)} alt="" loading="lazy" />
                <span>{asset.filename.replace(/^\/media\//, '')}</span>
              </button>
            </li>
          ))}
        </ul>
        {chosen ? (
          <div className="asset-detail">
            {/* Keyed by the image only: a save keeps the form, and its "saved" message, in place. */}
            <FocusEditor
              key={chosen.filename}
              asset={chosen}
              onSaved={(saved) => {
                setChosen(saved);
                setAssets((previous) =>
                  (previous ?? []).map((item) => (item.filename === saved.filename ? saved : item)),
                );
              }}
            />
            <button type="button" className="primary" onClick={() => onChoose(chosen)}>
              Use this image
            </button>
            {isUpload(chosen) ? (
              <DeleteUpload
                key={`delete ${chosen.filename}`}
                asset={chosen}
                onDeleted={(deleted) => {
                  setChosen(null);
                  setAssets((previous) =>
                    (previous ?? []).filter((item) => item.filename !== deleted.filename),
                  );
                  setNotice(`Deleted ${deleted.filename.replace(/^\/media\//, '')}.`);
                  searchInput.current?.focus();
                }}
              />
            ) : null}
          </div>
        ) : null}
      </div>
    </Modal>
  );
}

export function AssetField({ field, value, onChange, id, errorId, error }: FieldProps) {
  const [open, setOpen] = useState(false);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const asset = readAsset(value);
  const altId = `${id}-alt`;
  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => chooseRef.current?.focus());
  };
  return (
    <fieldset className="field asset-field" aria-describedby={error ? errorId : undefined}>
      <legend className="label">
        {field.label}
        {field.required ? <span className="required"> (required)</span> : null}
      </legend>
      {asset ? (
        <div className="asset-current">
          {asset.src ? <img src={thumbnail(asset.src)} alt="" /> : null}
          <p className="asset-name">{asset.name}</p>
        </div>
      ) : (
        <p className="muted">No image.</p>
      )}
      {asset ? (
        <div className="field">
          <label htmlFor={altId} className="label">
            Alt text here
          </label>
          <input
            id={altId}
            value={asset.alt}
            onChange={(event) => onChange(withAlt(value, event.target.value))}
          />
        </div>
      ) : null}
      <div className="button-row">
        <button type="button" id={id} ref={chooseRef} onClick={() => setOpen(true)}>
          {asset ? 'Change image' : 'Choose image'}
        </button>
        {asset ? (
          <button type="button" onClick={() => onChange(undefined)}>
            Remove image
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
      {open ? (
        <AssetLibrary
          onClose={close}
          onChoose={(chosen) => {
            onChange(assetValue(chosen));
            close();
          }}
        />
      ) : null}
    </fieldset>
  );
}
