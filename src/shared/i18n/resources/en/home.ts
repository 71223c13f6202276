/** English texts of the home area, exactly as docs/product.md writes them. */
export const home = {
  bannerSection: {
    label: 'Announcement',
  },
  heroSection: {
    joinUs: 'Join Us Now',
    watchJourney: 'Watch Our Journey',
    donate: 'Donate',
  },
  gallerySection: {
    label: 'Gallery',
    pause: 'Pause',
    play: 'Play',
    previous: 'Previous',
    next: 'Next',
    loading: 'Loading the gallery',
  },
  highlightsSection: {
    label: 'Highlights',
  },
  aboutSection: {
    viewMore: 'View More',
  },
  newsSection: {
    title: '{{organisation}} in News',
    subTitle: 'Some stories in the media featuring the organisation',
    seeMore: 'See More',
    /** The card's link: its visible text first, so speech input can still say "See More". */
    readArticle: 'See More: {{heading}}',
    loadMore: 'See More news',
    loading: 'Loading news',
  },
  partnersSection: {
    title: 'Our trusted NGO partners',
    subTitle: 'We have been raising funds for credible nonprofits for 20+ years',
    loading: 'Loading partners',
  },
  testimonialsSection: {
    title: 'Testimonials',
    seeMore: 'See More',
    loadMore: 'See More testimonials',
    play: 'Play video: {{name}}',
    loading: 'Loading testimonials',
  },
};
