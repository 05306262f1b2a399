import "@mantine/carousel/styles.css";
import { Carousel } from "@mantine/carousel";
import { Box, Button, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { mediaAddress } from "./mediaAddress.ts";
import type { SlideRecord } from "./publishedTypes.ts";
import { urlLink } from "./SiteAnchor.tsx";

const Slide = ({ slide }: { slide: SlideRecord }) => {
  const image = mediaAddress(slide.image);
  const mobile = mediaAddress(slide.image_mobile);
  const link = urlLink(slide.link_url, slide.link_target);
  return (
    <Box
      pos="relative"
      h={{ base: 240, sm: 380 }}
      style={{ borderRadius: "var(--mantine-radius-md)", overflow: "hidden" }}
    >
      {image ? (
        <picture>
          {mobile ? <source media="(max-width: 48em)" srcSet={mobile} /> : null}
          {/* The title and subtitle are the slide's text; the picture adds nothing to read. */}
          <img
            src={image}
            alt=""
            style={{ width: "100%", height: "100%", objectFit: "cover", display: "block" }}
          />
        </picture>
      ) : null}
      <Stack
        pos="absolute"
        bottom={0}
        left={0}
        right={0}
        p={{ base: "md", sm: "xl" }}
        gap="xs"
        style={{ background: "linear-gradient(transparent, rgba(0, 0, 0, 0.72))", color: "white" }}
      >
        <Title order={2} size="h2" c="white">
          {slide.title}
        </Title>
        {slide.subtitle ? <Text c="white">{slide.subtitle}</Text> : null}
        {link.kind === "external" ? (
          <Button
            component="a"
            href={link.href}
            {...(link.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
            w="fit-content"
            variant="white"
          >
            {slide.link_label || slide.title}
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
};

/** The home carousel of published slides: controls and indicators only when there is more than one. */
export const SlidesCarousel = ({ slides }: { slides: SlideRecord[] }) => {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  // Mantine's carousel announces "Slide 1 of 3" in English, with no prop to translate it: its live
  // region is hidden from screen readers and ours, below, says it in the page's language.
  useEffect(() => {
    root.current?.querySelector(':scope > [role="status"]')?.setAttribute("aria-hidden", "true");
  });
  if (!slides.length) return null;
  const total = slides.length;
  const several = total > 1;
  return (
    <Box component="section" aria-roledescription={t("site.carousel")} aria-label={t("site.slides")}>
      {several ? (
        <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
          {t("site.slide_current", { n: current + 1, total })}
        </VisuallyHidden>
      ) : null}
      <Carousel
        ref={root}
        aria-roledescription={t("site.carousel")}
        onSlideChange={setCurrent}
        slideSize="100%"
        withControls={several}
        withIndicators={several}
        emblaOptions={{ loop: several }}
        previousControlProps={{ "aria-label": t("site.slide_previous") }}
        nextControlProps={{ "aria-label": t("site.slide_next") }}
        getIndicatorProps={(index) => ({ "aria-label": t("site.slide_go", { n: index + 1, total }) })}
      >
        {slides.map((slide, index) => (
          <Carousel.Slide
            key={slide.id}
            role="group"
            aria-roledescription={t("site.slide")}
            aria-label={t("site.slide_of", { n: index + 1, total })}
          >
            <Slide slide={slide} />
          </Carousel.Slide>
        ))}
      </Carousel>
    </Box>
  );
};
