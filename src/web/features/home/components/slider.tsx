import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useState } from 'react';
import { useT } from '#web/i18n/i18n.js';
import { type Slide, SlideFrame } from './slide-frame.js';

const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Spec 2.4 / 9: the sliders loop and autoplay every 5000 ms; 1 slide (10 px gap), 2 from 640 px
 * (20), 2 from 768 px (40), 3 from 1024 px (50): the widths and gaps are CSS (home.css, `.slider`).
 * Embla moves the row (decision 0039); it is loaded with the home page's sliders only (its own
 * chunk), not with the shell. Motion stays still for people who asked for less of it; hovering or
 * focusing a slide pauses it. The dots are buttons, one per position.
 */
export default function Slider({ slides, label }: { slides: Slide[]; label: string }) {
  const t = useT();
  const [viewportRef, embla] = useEmblaCarousel({ loop: slides.length > 3, align: 'start' }, [
    Autoplay({ delay: 5000, active: !reducedMotion(), stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true }),
  ]);
  const [snaps, setSnaps] = useState<number[]>([]);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const update = () => {
      setSnaps(embla.scrollSnapList());
      setSelected(embla.selectedScrollSnap());
    };
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla]);

  return (
    <SlideFrame
      slides={slides}
      label={label}
      viewportRef={viewportRef}
      ready={embla !== undefined}
      dots={
        snaps.length > 1 &&
        snaps.map((_, index) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: a position in the row has no other name.
            key={index}
            type="button"
            className="slider__dot"
            aria-label={t('home.goToSlide', { index: index + 1 })}
            aria-current={index === selected ? 'true' : undefined}
            onClick={() => embla?.scrollTo(index)}
          />
        ))
      }
    />
  );
}
