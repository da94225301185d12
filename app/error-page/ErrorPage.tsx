// The generic error page (requirements §2): the content-managed block when it loaded, else a plain message.
import { ResponsiveImage } from '../media/Picture';
import { Link } from 'react-router';
import { homeLink } from '../regions/region';
import type { ErrorPagePayload } from '../navigation/errors';

export function ErrorPage({ payload }: { payload: ErrorPagePayload }) {
  const { block } = payload;
  return (
    <section className="error-page container" aria-labelledby="error-title">
      {block ? (
        <>
          {block.hideStatusCode ? null : (
            <p className="error-page__status" aria-hidden="true">
              {payload.status}
            </p>
          )}
          <h1 id="error-title">{block.headline}</h1>
          <p className="error-page__message" data-testid="error-message">
            {payload.message}
          </p>
          {block.subheadline ? <p className="error-page__sub">{block.subheadline}</p> : null}
          {block.links.length > 0 ? (
            <ul className="error-page__links">
              {block.links.map((link) => (
                <li key={link.href}>
                  <Link className="button button--outline button--md" to={link.href}>
                    {link.text}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          {block.image ? (
            <ResponsiveImage
              className="error-page__image"
              image={block.image}
              sizes="(max-width: 767px) 100vw, 560px"
            />
          ) : null}
        </>
      ) : (
        <>
          <h1 id="error-title">{payload.status === 404 ? 'Page not found' : 'Something went wrong'}</h1>
          <p className="error-page__message" data-testid="error-message">
            {payload.message}
          </p>
          <p>
            <Link to={homeLink(payload.region)}>Go to the home page</Link>
          </p>
        </>
      )}
    </section>
  );
}
