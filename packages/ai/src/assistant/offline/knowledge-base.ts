export interface HelpEntry {
  id: string;
  title: string;
  /** Extra words people use for this topic; searched but not shown. */
  keywords: string;
  answer: string;
}

/** The offline assistant's help centre: the product's own how-tos and FAQ, plus general affiliate-marketing advice. */
export const KNOWLEDGE_BASE: readonly HelpEntry[] = [
  {
    id: 'create-video',
    title: 'Creating a video from a product link',
    keywords: 'make generate new video url link product reel ad promo create start dashboard',
    answer:
      'Go to the Dashboard, paste the product (or affiliate offer) URL into "Enter your product URL to generate video" and press Generate Video. AdReel reads the page, writes a script of scenes, and opens Review Your Script. Check it, then press Create Video: a vertical 9:16 video with voiceover, captions and music is rendered. Rendering usually takes 5-15 minutes; you can follow the six stages on the Generating Your Video page.',
  },
  {
    id: 'edit-script',
    title: 'Editing or regenerating a script',
    keywords: 'edit change script scene voiceover background text pencil regenerate rewrite review',
    answer:
      'On Review Your Script, click the pencil on any scene to edit its voiceover text and background description; the X cancels the edit. Regenerate writes a fresh script from the same product. When you are happy, press Create Video. Keep each voiceover short (about 2-3 words per second of scene) so it fits the timing.',
  },
  {
    id: 'text-to-video',
    title: 'Text to Video',
    keywords: 'text to video free text paste write script from text automated profits',
    answer:
      'Open Automated Profits > Text to Video, paste your own text (a product description, a review, a story) and press Generate Script. The script is built from your sentences: the first strong sentence becomes the hook and a call to action closes it. You then review it and create the video as usual.',
  },
  {
    id: 'my-videos',
    title: 'Finding, sharing and downloading your videos',
    keywords: 'my videos list share download facebook twitter linkedin instagram mp4 delete social',
    answer:
      'All your videos are under My Videos. Open one to watch it, share it to Facebook, Twitter (X), LinkedIn or Instagram (for Instagram the video URL and commentary are copied so you can paste them), download it as MP4, copy the product or affiliate link, or copy the ready-made social commentary. You can also delete a video there.',
  },
  {
    id: 'video-status',
    title: 'Video generation status and failures',
    keywords: 'stuck slow failed error progress status generating long time percent',
    answer:
      'Video generation shows a status card with percent and message, updated every few seconds. It normally takes 5-15 minutes. If it says failed, open the script again and press Create Video to retry; very long voiceovers or unreachable product pages are the usual causes. If it keeps failing, contact support with the video link.',
  },
  {
    id: 'connect-digistore',
    title: 'Connecting your Digistore24 account',
    keywords:
      'digistore24 digistore connect marketplace account api key authorise authorize offers connection',
    answer:
      'Open Offers and press Connect. You are sent to Digistore24 to approve access for AdReel; after approving you come back to Offers and your affiliate ID (your Digistore24 user name) is shown. You can disconnect at any time from the same page. Once connected, every offer shows an affiliate link with your ID already applied.',
  },
  {
    id: 'affiliate-links',
    title: 'Affiliate links and your affiliate ID',
    keywords: 'affiliate link id promolink commission copy campaign key hoplink tracking',
    answer:
      'Your affiliate ID is your Digistore24 user name. AdReel builds promo links like https://www.digistore24.com/redir/PRODUCT_ID/YOUR_ID/ with your ID filled in; use Copy on any offer, done-for-you video or review site. Sales made through that link earn you the commission. Always share your own link, never the plain product page.',
  },
  {
    id: 'offers',
    title: 'Browsing offers',
    keywords: 'offers marketplace browse products commission earnings category pick choose best offer',
    answer:
      'The Offers page lists marketplace products 30 per page with name, category, price, commission and net earnings per sale. Copy the affiliate link or open the offer page. Good first offers pay a solid commission per sale, have a convincing sales page and fit an audience you can reach.',
  },
  {
    id: 'done-for-you',
    title: 'Done-for-you videos and review sites',
    keywords: 'dfy done for you videos review sites ready made clone share',
    answer:
      'Done For You has ready-made promo videos and review sites. Each video can be shared, downloaded, and comes with an affiliate link and social commentary to copy. Review sites can be cloned with your affiliate link applied ("Clone and Apply Affiliate Link"); connect Digistore24 first so your ID is filled in.',
  },
  {
    id: 'clone-site',
    title: 'Cloning a site or offer page',
    keywords: 'clone site page copy website cloner instant site cloner clone offers html',
    answer:
      'Use Instant Site Cloner (or Clone Offers) and paste the URL of the page you want, then press Clone. The copy opens in the editor where you plug in your affiliate link and save it. Your clones are listed under My Affiliates with Preview, Copy URL and Delete.',
  },
  {
    id: 'publish-site',
    title: 'Publishing a site',
    keywords: 'publish site money site instant money sites live url host share publish',
    answer:
      'On Instant Money Sites pick an offer, press Get Instant Affiliate Link or Plug Your Affiliate Link, then Publish Site. You get a public link to share right away. Published sites carry a countdown banner to create urgency.',
  },
  {
    id: 'countdown-banner',
    title: 'The countdown banner',
    keywords: 'countdown banner timer urgency spots left scarcity 24 hours',
    answer:
      'Every published site shows a countdown banner running for 24 hours with a "spots left" number, which adds urgency and tends to lift conversions. It is added automatically when you publish.',
  },
  {
    id: 'my-affiliates',
    title: 'Managing cloned sites (My Affiliates)',
    keywords: 'my affiliates cloned sites list preview delete pending cloned status',
    answer:
      'My Affiliates lists your cloned sites with link, date and status: Cloned once the copy is stored, Pending before that. Preview opens it, Copy URL copies its link (a tick shows for 2 seconds) and Delete removes it.',
  },
  {
    id: 'traffic-sources',
    title: 'Traffic Sources',
    keywords: 'traffic sources visitors share targets promote where to post free traffic unlock',
    answer:
      'Traffic Sources lets you enter your link once and share it to about 90 sites and networks from one grid. Combine it with your videos: post the video natively on TikTok, Reels and Shorts, put your link in your bio, and reuse the copied commentary as the caption.',
  },
  {
    id: 'ai-generators',
    title: 'AI content generators',
    keywords: 'ai content generator headline description article social post sms hashtags copy writing',
    answer:
      'Under AI Content you will find six generators: Headline, Description, Article, Social Post, SMS (always 160 characters or fewer) and Hashtags (10-20 tags). Type a product name or a short description into the box, submit, and copy the result.',
  },
  {
    id: 'chat',
    title: 'The AI assistant chat',
    keywords: 'chat assistant conversation history new delete ask question help bot',
    answer:
      'Chat keeps your conversations in the sidebar: start a new one, switch between them, or delete one. Ask about using AdReel or about affiliate marketing. When no AI service is configured you are talking to this offline help assistant, which answers from the built-in help topics.',
  },
  {
    id: 'reset-password',
    title: 'Resetting your password',
    keywords: 'password reset forgot change login sign in cannot access account locked',
    answer:
      'On the sign-in page click "Forgot your password?", enter your email and press Continue, then type a new password (at least 8 characters, not a commonly used one) twice and press Reset Password. You can then sign in with the new password.',
  },
  {
    id: 'sign-in',
    title: 'Signing in and registering',
    keywords: 'sign in login register account create signup session expired logged out',
    answer:
      'Sign in with your email and password; after signing in you land on Offers. If your session expires you are asked to sign in again. New accounts are created from the registration link you received with your purchase.',
  },
  {
    id: 'support',
    title: 'Contacting support',
    keywords: 'support contact help desk email hours human ticket problem refund',
    answer:
      'Open Contact Support for the support desk link and our e-mail address. Support hours are Monday-Friday, 9am-6pm EST; we usually reply within one business day. Include the video or site link and what you expected to happen.',
  },
  {
    id: 'export-formats',
    title: 'Video formats and voiceover',
    keywords: 'format mp4 mov webm resolution vertical 9:16 voiceover mp3 wav captions music quality',
    answer:
      'Videos are vertical 9:16 (1080x1920) for TikTok, Reels and Shorts, with voiceover, burned-in captions and background music. Download is MP4; MOV and WebM exports and MP3 or WAV voiceover files are listed as supported formats.',
  },
  {
    id: 'tip-niche',
    title: 'Tip: choosing a niche and offer',
    keywords: 'niche choose offer beginner start which product sell best niche evergreen',
    answer:
      'Pick a niche you can talk about every day and where people already buy: health and fitness, money and business, relationships and self-improvement are evergreen. Within it, prefer offers with a strong sales page, recurring or high commissions, and good conversion stats.',
  },
  {
    id: 'tip-content',
    title: 'Tip: making videos that convert',
    keywords: 'viral views engagement hook convert sales tips content strategy tiktok reels shorts post',
    answer:
      'Win the first 2 seconds with a bold hook, show one benefit per scene, and end with one clear call to action. Post consistently (1-3 short videos a day), test different hooks for the same offer, and keep the ones that get watched to the end.',
  },
  {
    id: 'tip-disclosure',
    title: 'Tip: disclosure and staying compliant',
    keywords: 'disclosure ftc legal compliant ad honest rules policy ban claims',
    answer:
      'Always disclose affiliate links (for example "#ad" or "I earn a commission if you buy"), avoid medical or income promises you cannot prove, and follow each platform\'s rules. Honest reviews convert better over time and keep your accounts safe.',
  },
  {
    id: 'tip-traffic',
    title: 'Tip: getting traffic without ads',
    keywords: 'free traffic organic audience followers grow seo email list without paid ads',
    answer:
      'Free traffic comes from short-form video, search and email. Post videos natively, answer questions in groups and forums with genuinely helpful posts, publish review sites that target "product name review" searches, and collect emails with a simple bonus so you can follow up.',
  },
  {
    id: 'tip-earnings',
    title: 'Tip: commissions and getting paid',
    keywords: 'earn money commission payout paid payment how much income earnings first sale',
    answer:
      'Commissions are paid by the marketplace (Digistore24) to the payout method set in your Digistore24 account, on their payout schedule. Track which videos and links drive clicks and sales, and put more effort into what works. Results vary: most people need consistent posting before the first sales.',
  },
];
