/**
 * theme-classic's blog author, with the avatar's intrinsic size set on the `<img>`.
 *
 * The original renders the avatar without `width` and `height`; the stylesheet sizes it, but
 * the page should not depend on that for its layout (the site's rule: every image has its
 * dimensions). The authors' avatars (static/img/authors) are 96 × 96 SVGs; CSS still decides
 * the displayed size (3.6rem, or larger on an author's own page). Everything else is unchanged.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link, { type Props as LinkProps } from '@docusaurus/Link';
import AuthorSocials from '@theme/Blog/Components/Author/Socials';
import Heading from '@theme/Heading';
import type { Props } from '@theme/Blog/Components/Author';
import styles from './styles.module.css';

/** The avatars' intrinsic size (static/img/authors/*.svg). */
const AVATAR_SIZE = 96;

function MaybeLink(props: LinkProps): ReactNode {
  if (props.href) return <Link {...props} />;
  return <>{props.children}</>;
}

function AuthorTitle({ title }: { title: string }): ReactNode {
  return (
    <small className={styles.authorTitle} title={title}>
      {title}
    </small>
  );
}

function AuthorName({ name, as }: { name: string; as: Props['as'] }): ReactNode {
  if (!as) {
    return (
      <span className={styles.authorName} translate="no">
        {name}
      </span>
    );
  }
  return (
    <Heading as={as} className={styles.authorName} translate="no">
      {name}
    </Heading>
  );
}

function AuthorBlogPostCount({ count }: { count: number }): ReactNode {
  return <span className={clsx(styles.authorBlogPostCount)}>{count}</span>;
}

export default function BlogAuthor({ as, author, className, count }: Props): ReactNode {
  const { name, title, url, imageURL, email, page } = author;
  const link = page?.permalink || url || (email && `mailto:${email}`) || undefined;
  return (
    <div className={clsx('avatar margin-bottom--sm', className, styles[`author-as-${as}`])}>
      {imageURL && (
        <MaybeLink href={link} className="avatar__photo-link">
          <img
            className={clsx('avatar__photo', styles.authorImage)}
            src={imageURL}
            alt={name}
            width={AVATAR_SIZE}
            height={AVATAR_SIZE}
          />
        </MaybeLink>
      )}

      {(name || title) && (
        <div className={clsx('avatar__intro', styles.authorDetails)}>
          <div className="avatar__name">
            {name && (
              <MaybeLink href={link}>
                <AuthorName name={name} as={as} />
              </MaybeLink>
            )}
            {count !== undefined && <AuthorBlogPostCount count={count} />}
          </div>
          {!!title && <AuthorTitle title={title} />}

          {/* Always rendered, even without links, to keep the flexbox layout aligned. */}
          <AuthorSocials author={author} />
        </div>
      )}
    </div>
  );
}
