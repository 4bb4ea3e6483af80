import type { CSSProperties } from 'react';
import { preload } from 'react-dom';
import { type ImageUse, imageUses } from '../../../generator/media/image-uses.ts';
import type { Focus } from '../../../schemas/media.ts';
import type { SizedImage } from '../../data/images.ts';
import styles from './Picture.module.css';

interface PictureProps {
  image: SizedImage;
  className?: string | undefined;
  /** Where the image is shown, when not where it was published for (an event photo on its card): sets `sizes`. */
  use?: ImageUse;
  /** The largest image of the page: preloaded and fetched first, never lazily. */
  priority?: boolean;
  /** In the first screen although not the largest: loaded at once, at normal priority. */
  eager?: boolean;
  /** False where the image sits in a swipeable strip, so a swipe is not taken for dragging the picture away. */
  draggable?: boolean;
}

const srcset = (variants: readonly { url: string; width: number }[]) =>
  variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');

/** CSS object-position of the editor's focal point, so every crop keeps the subject. */
function objectPosition(focus: Focus | undefined): string | undefined {
  if (!focus) return undefined;
  return typeof focus === 'string' ? focus : `${focus.x}% ${focus.y}%`;
}

/**
 * A content image: a photo as <picture> with AVIF and WebP sources and a JPEG or PNG fallback in every
 * published width, `sizes` from its use so the browser downloads no more than it shows; an SVG as it is.
 */
export function Picture({ image, className, use, priority = false, eager = false, draggable }: PictureProps) {
  const position = objectPosition(image.focus);
  // What the <img> says besides its text (written out where it is, for the linter's alt check), whichever files it shows.
  const imgAttributes = {
    width: image.width,
    height: image.height,
    loading: priority || eager ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
    decoding: 'async',
    draggable,
  } as const;
  const { published } = image;
  if (!published) {
    return (
      <img
        src={image.src}
        alt={image.alt}
        {...imgAttributes}
        className={className}
        style={position ? { objectPosition: position } : undefined}
      />
    );
  }
  const sizes = imageUses[use ?? published.use].sizes;
  if (priority) {
    preload(published.avif[0]?.url ?? image.src, {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: srcset(published.avif),
      imageSizes: sizes,
      fetchPriority: 'high',
    });
  }
  const fallback = published.fallback.variants;
  const fallbackSrc = (fallback.findLast((variant) => variant.width <= 1280) ?? fallback[0])?.url;
  // A transparent logo keeps its background: a preview behind it would show through.
  const style: CSSProperties = {
    ...(position ? { objectPosition: position, backgroundPosition: position } : {}),
    ...(published.fallback.type === 'image/jpeg' ? { backgroundImage: `url(${published.placeholder})` } : {}),
  };
  return (
    <picture className={styles.picture}>
      <source type="image/avif" srcSet={srcset(published.avif)} sizes={sizes} />
      <source type="image/webp" srcSet={srcset(published.webp)} sizes={sizes} />
      <img
        src={fallbackSrc}
        srcSet={srcset(fallback)}
        sizes={sizes}
        alt={image.alt}
        {...imgAttributes}
        className={[className, published.fallback.type === 'image/jpeg' ? styles.preview : undefined].filter(Boolean).join(' ')}
        style={style}
      />
    </picture>
  );
}
