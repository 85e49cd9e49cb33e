import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect } from 'react';

const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Where the slider stands, for its dots: how many positions, the one shown, and a way to another. */
export interface SliderPosition {
  count: number;
  selected: number;
  scrollTo: (index: number) => void;
}

/**
 * Spec 2.4 / 9: the sliders loop and autoplay every 5000 ms; 1 slide (10 px gap), 2 from 640 px
 * (20), 2 from 768 px (40), 3 from 1024 px (50): the widths and gaps are CSS (home.css, `.slider`).
 * Embla moves the row (decision 0039); it is loaded with the home page's sliders only (its own
 * chunk), not with the shell. Motion stays still for people who asked for less of it; hovering or
 * focusing a slide pauses it.
 *
 * It draws nothing: it moves the row the home page has already drawn (`viewport`, SlideFrame's),
 * so the slides are not drawn a second time when it starts, and tells the page where it stands
 * for the dots.
 */
export default function SliderMotion({
  viewport,
  slideCount,
  onPosition,
}: {
  viewport: HTMLElement;
  slideCount: number;
  onPosition: (position: SliderPosition) => void;
}) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: slideCount > 3, align: 'start' }, [
    Autoplay({ delay: 5000, active: !reducedMotion(), stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true }),
  ]);

  useEffect(() => viewportRef(viewport), [viewportRef, viewport]);

  useEffect(() => {
    if (!embla) return;
    const update = () =>
      onPosition({
        count: embla.scrollSnapList().length,
        selected: embla.selectedScrollSnap(),
        scrollTo: (index) => embla.scrollTo(index),
      });
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla, onPosition]);

  return null;
}
