import type { ReactNode, Ref } from 'react';
import { useT } from '#web/i18n/i18n.js';

export interface Slide {
  key: string;
  node: ReactNode;
}

interface SlideFrameProps {
  slides: readonly Slide[];
  label: string;
  /** Embla's viewport, once the slider's chunk has loaded; none for the still row before it. */
  viewportRef?: Ref<HTMLDivElement>;
  ready?: boolean;
  /** The dots under the row; their room is kept while there are none yet. */
  dots?: ReactNode;
}

/**
 * The slider's markup, moving or still: the row of every slide and the dots' place under it. The
 * home page draws it still until the slider's chunk (Embla) arrives, then Embla moves the same
 * row: the section keeps its height (the tallest slide's, and the dots'), so nothing below it
 * moves when the slider takes over, and a page scrolled to a section below stays where it is.
 *
 * The carousel pattern of WAI-ARIA's practices: a group named "carousel", each slide a group
 * named "slide" with its place in the row (a fieldset is for a form's fields, not this).
 */
export function SlideFrame({ slides, label, viewportRef, ready = false, dots }: SlideFrameProps) {
  const t = useT();
  return (
    // biome-ignore lint/a11y/useSemanticElements: the carousel pattern's group, not a form's fieldset.
    <div className="slider" role="group" aria-roledescription="carousel" aria-label={label} data-ready={ready ? '' : undefined}>
      <div className="slider__viewport" ref={viewportRef}>
        <div className="slider__row">
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the carousel pattern's slide, not a form's fieldset.
            <div
              key={slide.key}
              className="slider__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t('home.slide', { index: index + 1, count: slides.length })}
            >
              {slide.node}
            </div>
          ))}
        </div>
      </div>
      <div className="slider__dots">{dots}</div>
    </div>
  );
}
