import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ContactSection } from './contact-section.tsx';
import { FaqSection } from './faq-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { HowItWorksSection } from './how-it-works-section.tsx';
import { SiteFooter } from './site-footer.tsx';
import { TestimonialsSection } from './testimonials-section.tsx';

export function LandingPage() {
  const location = useLocation();

  // The navbar's Contact link lands here as '/#contact'; scroll on every such navigation, also a repeated one.
  useEffect(() => {
    if (!location.hash) return;
    document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [location.hash, location.key]);

  return (
    <>
      <HeroSection />
      <HowItWorksSection />
      <TestimonialsSection />
      <ContactSection />
      <FaqSection />
      <SiteFooter />
    </>
  );
}
