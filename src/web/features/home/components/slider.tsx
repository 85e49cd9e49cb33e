import type { ReactNode } from 'react';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';

export interface Slide {
  key: string;
  node: ReactNode;
}

/** Spec 2.4 / 9: loop, autoplay every 5000 ms; 1 slide (10 px gap), 2 from 640 px (20), 2 from 768 px (40), 3 from 1024 px (50). */
const breakpoints = {
  640: { slidesPerView: 2, spaceBetween: 20 },
  768: { slidesPerView: 2, spaceBetween: 40 },
  1024: { slidesPerView: 3, spaceBetween: 50 },
};

const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Swiper is loaded with the home page's sliders only (its own chunk), not with the shell. */
export default function Slider({ slides, label }: { slides: Slide[]; label: string }) {
  return (
    <Swiper
      className="slider"
      modules={[A11y, Autoplay, Pagination]}
      loop={slides.length > 3}
      slidesPerView={1}
      spaceBetween={10}
      breakpoints={breakpoints}
      // Motion stays still for people who asked for less of it; hovering or focusing pauses it.
      autoplay={reducedMotion() ? false : { delay: 5000, disableOnInteraction: false, pauseOnMouseEnter: true }}
      pagination={{ clickable: true }}
      a11y={{ enabled: true, containerMessage: label }}
      grabCursor
    >
      {slides.map((slide) => (
        <SwiperSlide key={slide.key}>{slide.node}</SwiperSlide>
      ))}
    </Swiper>
  );
}
