/**
 * Made-up digital products for the demo catalog: no real vendors or brands. Each category has an
 * image (@adreel/digistore's assets/offer-images/<image>.jpg), a closing line, and offers written as
 * [name, two-sentence pitch, optional bullet points].
 */
export interface DemoCategory {
  category: string;
  image: number;
  closing: string;
  offers: Array<[name: string, pitch: string, bullets?: string[]]>;
}

export const DEMO_CATEGORIES: DemoCategory[] = [
  {
    category: 'Health & Fitness',
    image: 1,
    closing: 'Instant access after purchase, with a 60-day money-back guarantee.',
    offers: [
      [
        '21-Day Morning Mobility Reset',
        'A follow-along video program that loosens stiff hips, shoulders and backs in fifteen minutes a day. Designed for desk workers who want to move without pain.',
        ['21 guided video sessions', 'Printable progress tracker', 'No equipment needed'],
      ],
      [
        'Kettlebell Burn Blueprint',
        'Twelve weeks of progressive kettlebell workouts that build strength and burn fat at home. Every exercise comes with form cues and scaled options.',
      ],
      [
        'Sleep Deep Method',
        'An evidence-informed plan to fall asleep faster and wake up rested. It combines wind-down routines, breathing drills and a simple sleep diary.',
        ['7-night quick-start plan', 'Guided audio wind-downs', 'Caffeine and light timing guide'],
      ],
      [
        'Lean Plate Meal Planner',
        'A flexible meal-planning system with portion guides and shopping lists for steady weight loss. Swap meals freely while staying on target.',
      ],
      [
        'Couch to 10K Audio Coach',
        'Audio-guided runs take complete beginners to a confident 10K in ten weeks. Each session tells you exactly when to run, walk and recover.',
        ['30 coached audio runs', 'Stretching video library', 'Injury-prevention checklist'],
      ],
      [
        'Posture Fix Pro',
        'Short daily routines that correct rounded shoulders and forward head posture. Built around ten-minute sessions you can do at your desk.',
      ],
      [
        'Healthy Joints After 50',
        'Gentle strength and mobility training for people over fifty who want to stay active. The program focuses on knees, hips and balance.',
        ['Low-impact routines', 'Balance progressions', 'Weekly check-in worksheets'],
      ],
    ],
  },
  {
    category: 'Business & Investing',
    image: 2,
    closing: 'Educational content only; no financial advice and no guaranteed returns.',
    offers: [
      [
        'Dividend Income Roadmap',
        'A step-by-step course on building a diversified dividend portfolio from scratch. Learn how to read payout ratios and avoid yield traps.',
        ['9 video modules', 'Portfolio tracking spreadsheet', 'Monthly Q&A replays'],
      ],
      [
        'Freelance to Agency Playbook',
        'How to turn a one-person freelance practice into a small agency with reliable clients. Covers pricing, hiring subcontractors and writing proposals that win.',
      ],
      [
        'Budget Bootcamp',
        'A 30-day personal-finance challenge that gets spending under control and debt on a payoff plan. Each day brings one short lesson and one action.',
        ['Daily email lessons', 'Debt snowball calculator', 'Savings goal templates'],
      ],
      [
        'Small Business Bookkeeping Made Simple',
        'Plain-language bookkeeping for owners who would rather run their business than wrestle with ledgers. Includes monthly close checklists and templates.',
      ],
      [
        'Real Estate Rental Analyzer Course',
        'Learn to evaluate rental properties with a repeatable cash-flow model. The course walks through real-world style deal examples line by line.',
        ['Deal analysis spreadsheet', '12 case studies', 'Negotiation scripts'],
      ],
      [
        'Side Hustle Launch Kit',
        'Validate, launch and price a side business in six weekends. Worksheets keep you focused on the first paying customer.',
      ],
      [
        'Options Basics for Cautious Investors',
        'An introduction to covered calls and cash-secured puts with an emphasis on risk management. No hype, just mechanics and worked examples.',
      ],
    ],
  },
  {
    category: 'E-business & E-marketing',
    image: 3,
    closing: 'Lifetime access, including all future updates to the training.',
    offers: [
      [
        'Email List Accelerator',
        'Build an engaged email list with lead magnets, welcome sequences and simple segmentation. Templates let you launch your first funnel in a weekend.',
        ['25 swipe-file emails', 'Lead magnet templates', 'Deliverability checklist'],
      ],
      [
        'Short-Form Video Profits',
        'A practical system for planning, filming and editing vertical videos that drive traffic to your offers. Batch a month of content in one afternoon.',
      ],
      [
        'Affiliate Review Site Formula',
        'Create honest, helpful review pages that rank and convert. Covers keyword research, page structure and disclosure best practice.',
        ['Review page templates', 'Keyword research walkthrough', 'Compliance guide'],
      ],
      [
        'Local SEO Quick Wins',
        'A checklist-driven course for ranking small businesses in local search. Ideal for consultants who want a repeatable service to sell.',
      ],
      [
        'Webinar Funnel in a Box',
        'Everything you need to run an evergreen webinar that sells: slides, scripts, reminder emails and a replay page. Adapt it to any niche.',
        ['Slide deck templates', 'Email reminder sequence', 'Replay page layout'],
      ],
      [
        'Copywriting Cheat Codes',
        'Headline formulas, bullet frameworks and offer structures that make sales copy easier to write. Every formula is shown with before-and-after examples.',
      ],
      [
        'Paid Ads Starter Lab',
        'Learn to launch small, controlled ad campaigns and read the numbers that matter. Budgets start at five dollars a day.',
      ],
    ],
  },
  {
    category: 'Self-help',
    image: 4,
    closing: 'Work through it at your own pace, on any device.',
    offers: [
      [
        'Confidence Code Masterclass',
        'Practical exercises to speak up, set boundaries and handle criticism calmly. Each lesson ends with a real-world challenge.',
        ['8 video lessons', 'Daily confidence journal', 'Conversation scripts'],
      ],
      [
        'Deep Focus Protocol',
        'Reclaim your attention with a structured plan for distraction-free work. Learn to design your day around two deep-work blocks.',
      ],
      [
        'Habit Stacking System',
        'Build lasting habits by attaching them to routines you already have. The workbook guides you from one tiny habit to a full morning routine.',
        ['Habit design workbook', '30-day tracker', 'Relapse recovery guide'],
      ],
      [
        'Calm Mind in 21 Days',
        'A gentle introduction to stress reduction with short daily audio sessions. Suitable for complete beginners and busy schedules.',
      ],
      [
        'Public Speaking Without Fear',
        'Step-by-step training for presenting with clarity and confidence. Practice drills help you manage nerves before they start.',
      ],
      [
        'Declutter Your Life Program',
        'A room-by-room and mind-by-mind approach to simplifying your home and your calendar. Small weekly wins add up to real breathing space.',
        ['Room-by-room checklists', 'Digital declutter guide', 'Weekly planning sheets'],
      ],
      [
        'Productivity for Creatives',
        'Systems that help writers, designers and musicians finish what they start. Balance inspiration with just enough structure.',
      ],
    ],
  },
  {
    category: 'Cooking',
    image: 5,
    closing: 'Includes printable recipe cards and weekly shopping lists.',
    offers: [
      [
        'Thirty-Minute Family Dinners',
        'Over a hundred weeknight recipes that get dinner on the table in half an hour. Every recipe lists swaps for picky eaters.',
        ['120 tested recipes', 'Weekly meal plans', 'Batch-cooking guide'],
      ],
      [
        'Sourdough From Scratch',
        'Video lessons that take you from a jar of flour and water to a crackling loaf. Troubleshooting guides cover every common mistake.',
      ],
      [
        'Plant-Powered Kitchen',
        'Hearty vegetarian and vegan meals that satisfy even committed meat eaters. Learn flavour-building techniques that work with any vegetable.',
        ['85 recipes', 'Protein pairing chart', 'Pantry starter list'],
      ],
      [
        'Low-Carb Comfort Food',
        'Lighter versions of favourite comfort dishes without the heavy carbs. Perfect for anyone cutting sugar without giving up flavour.',
      ],
      [
        'Knife Skills Academy',
        'Cut faster and safer with professional knife techniques shown in slow motion. A short course that makes every recipe easier.',
      ],
      [
        'Meal Prep Sunday',
        'Cook once, eat well all week with a simple two-hour prep plan. Containers, timing and storage are all mapped out for you.',
        ['8 complete prep plans', 'Storage time chart', 'Reheating guide'],
      ],
      [
        'Baking for Beginners',
        'Cookies, cakes and breads explained step by step, with the science behind each stage. Confidence grows with every bake.',
      ],
    ],
  },
  {
    category: 'Spirituality',
    image: 6,
    closing: 'Downloadable audio lets you practise anywhere, even offline.',
    offers: [
      [
        'Daily Meditation Journey',
        'Forty guided meditations that build a steady practice ten minutes at a time. Themes include gratitude, focus and letting go.',
        ['40 guided audios', 'Practice calendar', 'Beginner FAQ'],
      ],
      [
        'Mindful Breathing Course',
        'Learn breathing techniques that calm the nervous system in minutes. Simple enough to use in traffic, at work or before sleep.',
      ],
      [
        'Gratitude Journal Challenge',
        'A 90-day guided journal with daily prompts that shift attention towards what is going well. Printable and digital versions included.',
      ],
      [
        'Inner Peace Yoga Nidra',
        'Deeply restful guided sessions for relaxation and better sleep. No experience needed: you simply lie down and listen.',
        ['12 yoga nidra sessions', 'Body-scan primer', 'Evening routine guide'],
      ],
      [
        'Intuition Awakening Workshop',
        'Reflective exercises that help you notice and trust your inner voice. A calm, grounded approach without jargon.',
      ],
      [
        'Mindfulness for Busy Parents',
        'Tiny practices that fit between school runs and bedtime stories. Calm parents, calmer homes.',
      ],
      [
        'Walking Meditation Guide',
        'Turn everyday walks into mindful practice with short audio guides. Works in parks, cities and even hallways.',
      ],
    ],
  },
  {
    category: 'Software',
    image: 7,
    closing: 'Runs in any modern browser; no installation required.',
    offers: [
      [
        'Social Post Scheduler Studio',
        'Plan, design and schedule a month of social posts from one calendar. Built-in templates keep your brand consistent.',
        ['Drag-and-drop calendar', '300 post templates', 'Best-time suggestions'],
      ],
      [
        'Invoice Snap',
        'Create professional invoices and payment reminders in under a minute. Track who has paid and who needs a nudge.',
      ],
      [
        'Landing Page Builder Lite',
        'A no-code page builder with fast, mobile-friendly templates for lead capture and sales pages. Publish to your own domain.',
        ['40 page templates', 'A/B headline testing', 'Form integrations'],
      ],
      [
        'Keyword Scout',
        'Find low-competition keywords and content ideas for your niche in seconds. Export lists straight into your editorial calendar.',
      ],
      [
        'Podcast Clip Maker',
        'Turn long recordings into captioned short clips for social media. Automatic transcription highlights the best moments.',
      ],
      [
        'Password Vault Family',
        'A simple password manager for households, with shared folders and breach alerts. Set it up for the whole family in minutes.',
        ['Up to 6 users', 'Shared vault folders', 'Breach monitoring'],
      ],
      [
        'Habit Tracker Pro App',
        'A clean habit tracker with streaks, reminders and weekly reviews. Syncs across phone and desktop.',
      ],
    ],
  },
  {
    category: 'Languages',
    image: 8,
    closing: 'Native-speaker audio and spaced-repetition flashcards included.',
    offers: [
      [
        'Spanish in 90 Days',
        'A conversation-first course that gets you speaking practical Spanish from week one. Short daily lessons fit any schedule.',
        ['90 daily lessons', '1,500 audio flashcards', 'Conversation practice prompts'],
      ],
      [
        'French for Travellers',
        'Everything you need to order food, ask directions and make friends in French. Focused on the phrases you will actually use.',
      ],
      [
        'German Grammar Made Clear',
        'Cases, word order and verb endings explained with colour-coded charts and plenty of practice. Grammar finally makes sense.',
      ],
      [
        'Italian Kitchen Conversations',
        'Learn Italian through recipes, markets and dinner-table chat. A tasty way to build vocabulary.',
        ['Recipe-based lessons', 'Market vocabulary packs', 'Pronunciation drills'],
      ],
      [
        'Japanese Kana Quickstart',
        'Master hiragana and katakana in two weeks with mnemonics and writing drills. The perfect first step into Japanese.',
      ],
      [
        'Business English Essentials',
        'Write clear emails, run meetings and present confidently in English. Built for non-native professionals.',
      ],
      [
        'Portuguese Pronunciation Lab',
        'Train your ear and mouth for Portuguese sounds with focused listening exercises. Sound natural sooner.',
      ],
    ],
  },
  {
    category: 'Pets',
    image: 9,
    closing: 'Positive, reward-based methods only.',
    offers: [
      [
        'Puppy Training Fast Track',
        'House training, crate training and basic manners for puppies in four weeks. Short sessions that fit real family life.',
        ['Week-by-week plan', 'Troubleshooting videos', 'Socialisation checklist'],
      ],
      [
        'Calm Dog Leash Walking',
        'Stop pulling and lunging with a calm, step-by-step leash training method. Walks become something you both enjoy.',
      ],
      [
        'Happy Indoor Cat Guide',
        'Enrichment ideas, play routines and litter solutions for contented indoor cats. Small changes, big difference.',
      ],
      [
        'Homemade Dog Treats Cookbook',
        'Simple, wholesome treat recipes made from kitchen staples. Includes portion guidance for every dog size.',
        ['50 treat recipes', 'Ingredient safety list', 'Storage tips'],
      ],
      [
        'Aquarium Keeping for Beginners',
        'Set up and maintain a healthy freshwater aquarium without the usual beginner mistakes. Water chemistry explained simply.',
      ],
      [
        'Dog Tricks Masterclass',
        'Teach fifty fun tricks that build focus and strengthen your bond. Every trick is broken into clear, short steps.',
      ],
      [
        'Senior Pet Care Handbook',
        'Keep older dogs and cats comfortable, mobile and happy. Covers diet, exercise and home adjustments.',
      ],
    ],
  },
  {
    category: 'Hobbies',
    image: 10,
    closing: 'Step-by-step videos for every skill level.',
    offers: [
      [
        'Watercolour Landscapes Made Easy',
        'Paint glowing skies, mountains and seascapes with a limited palette. Each lesson is a complete painting you can frame.',
        ['16 painting projects', 'Colour mixing charts', 'Supply shopping list'],
      ],
      [
        'Acoustic Guitar in 30 Days',
        'Play your first songs within a week using simple chord shapes and strumming patterns. Practice plans keep you on track.',
      ],
      [
        'Smartphone Photography Secrets',
        'Take stunning photos with the phone already in your pocket. Learn light, composition and quick editing.',
        ['Composition cheat sheet', 'Editing presets', 'Weekly photo challenges'],
      ],
      [
        'Woodworking Weekend Projects',
        'Plans for twenty beginner-friendly projects using basic hand and power tools. Cut lists and diagrams included.',
      ],
      [
        'Chess Strategy Fundamentals',
        'Understand openings, middlegame plans and simple endgames. Annotated games show the ideas in action.',
      ],
      [
        'Knitting Cosy Basics',
        'From casting on to your first sweater, with close-up videos of every stitch. Relaxing, rewarding and portable.',
      ],
      [
        'Drone Flying for Beginners',
        'Fly safely, capture smooth footage and understand the rules of the sky. Practice drills build confident control.',
      ],
    ],
  },
  {
    category: 'Home & Garden',
    image: 11,
    closing: 'Printable plans and seasonal checklists included.',
    offers: [
      [
        'Backyard Vegetable Garden Plan',
        'Grow a productive vegetable garden in a small space with proven layouts and planting calendars. Harvest something every month.',
        ['Planting calendars by zone', 'Raised-bed layouts', 'Pest control guide'],
      ],
      [
        'Indoor Plant Rescue',
        'Diagnose yellow leaves, root rot and pests before it is too late. Keep your houseplants thriving all year.',
      ],
      [
        'Weekend Home Repairs',
        'Fix leaky taps, squeaky doors and patchy walls yourself. Clear videos show every step and every tool.',
      ],
      [
        'Composting Made Simple',
        'Turn kitchen scraps into rich compost with a method that fits your space. Works for flats and large gardens alike.',
        ['Bin comparison guide', 'Troubleshooting chart', 'Seasonal routine'],
      ],
      [
        'Small Space Organising System',
        'Make compact homes feel bigger with smart storage and zoning. Room plans for studios, kitchens and closets.',
      ],
      [
        'Container Herb Garden',
        'Grow fresh herbs on a windowsill or balcony all year round. Includes harvesting and preserving tips.',
      ],
      [
        'Energy Saving Home Guide',
        'Cut energy bills with simple upgrades and habits. A room-by-room audit shows where savings hide.',
      ],
    ],
  },
  {
    category: 'Parenting & Family',
    image: 12,
    closing: 'Written with input from parents and early-years educators.',
    offers: [
      [
        'Toddler Tantrum Toolkit',
        'Calm, practical strategies for the toughest toddler moments. Scripts help you respond instead of react.',
        ['Calm-down scripts', 'Routine charts', 'Bedtime battle plan'],
      ],
      [
        'Baby Sleep Blueprint',
        'Gentle, age-appropriate sleep plans from newborn to two years. Sleep better as a whole family.',
      ],
      [
        'Raising Confident Readers',
        'Playful activities that build reading skills from the first letters to chapter books. Ten minutes a day makes a difference.',
      ],
      [
        'Screen Time Balance Plan',
        'Set healthy technology limits without constant arguments. Family agreements and alternatives that kids enjoy.',
        ['Family media agreement', 'Offline activity ideas', 'Age-by-age guide'],
      ],
      [
        'Homework Without Tears',
        'Routines and study skills that make homework time calmer and quicker. Suits primary and middle-school ages.',
      ],
      [
        'Positive Discipline Course',
        'Firm, kind parenting techniques that build cooperation. Understand the needs behind challenging behaviour.',
      ],
      [
        'Family Meal Planning Made Easy',
        'Stress-free weekly planning with kid-approved meals and shared shopping lists. Get everyone involved in the kitchen.',
      ],
    ],
  },
];
