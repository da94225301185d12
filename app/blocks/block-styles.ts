// Every block's stylesheet, and the forms', imported here rather than by each component. Most
// blocks are chunks of their own (groups/*.ts), and Vite would ship a lazy chunk's CSS with the
// chunk: the server's <Links> would not name it, and the page would reflow when it arrived. From
// here, with the block list that every page renders, they are in the page's stylesheets from the
// first byte. The order is the one the chunks gave before (a later sheet wins a tie), and
// block-styles.test.ts keeps the list complete.
import './HeaderNavigation/HeaderNavigation.css';
import '../forms/ui/forms.css';
import './MarketingForm/MarketingForm.css';
import './SignupForm/SignupForm.css';
import './AuthorBio/AuthorBio.css';
import './BlogList/TeaserCard.css';
import './BlogCategories/BlogCategories.css';
import './BlogPostHeader/BlogPostHeader.css';
import './FeaturedPost/FeaturedPost.css';
import './GlossaryIndex/GlossaryIndex.css';
import './NewsletterSignup/NewsletterSignup.css';
import './Modal/Modal.css';
import './Section/NestedBlocks.css';
import './Checklist/Checklist.css';
import './MediaText/MediaText.css';
import './AlternatingMediaText/AlternatingMediaText.css';
import './ButtonGroup/ButtonGroup.css';
import './Card/Card.css';
import './CardGrid/CardGrid.css';
import './Columns/Columns.css';
import './ComparisonTable/ComparisonTable.css';
import './Divider/Divider.css';
import './Grid/Grid.css';
import './HeroCentered/HeroCentered.css';
import './HeroVideo/HeroVideo.css';
import './PageHeader/PageHeader.css';
import './Section/Section.css';
import './StatRow/StatRow.css';
import './StepList/StepList.css';
import './Tabs/Tabs.css';
import './Video/Video.css';
import './AddOnList/AddOnList.css';
import './ComplianceStates/ComplianceStates.css';
import './Consultation/Consultation.css';
import './HeroSignup/HeroSignup.css';
import './IndustryFilter/IndustryFilter.css';
import './IntegrationLogos/IntegrationLogos.css';
import './IntegrationsDirectory/IntegrationsDirectory.css';
import './PlanComparison/PlanComparison.css';
import './PlanFilter/PlanFilter.css';
import './PricingCalculator/PricingCalculator.css';
import './PricingTable/PricingTable.css';
import './AppStoreBadges/AppStoreBadges.css';
import './AwardBadges/AwardBadges.css';
import './CaseStudyMetrics/CaseStudyMetrics.css';
import './CustomerStoryCard/CustomerStoryCard.css';
import './CustomerStoryGrid/CustomerStoryGrid.css';
import './IndustryTiles/IndustryTiles.css';
import './LogoWall/LogoWall.css';
import './StarRating/RatingLine.css';
import './RatingSummary/RatingSummary.css';
import './ReviewBadges/ReviewBadges.css';
import './SocialProofStats/SocialProofStats.css';
import './StarRating/StarRating.css';
import './TestimonialCarousel/TestimonialCarousel.css';
import './TestimonialGrid/TestimonialGrid.css';
import './TrustBar/TrustBar.css';
