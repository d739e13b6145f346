import type { DemoRecord } from '@/server/demo/markers';

/**
 * The demo business's legal pages, written as a California installer would publish them. A real
 * business replaces the names and numbers and has its own pages reviewed by its attorney.
 */

const privacyPolicy = `<p>Pacific Shield Security (“Pacific Shield,” “we,” “us”) installs and supports security cameras, access control, alarm and intercom systems in Los Angeles County. This policy explains what personal information we collect through this website, when you contact us and when we provide services, how we use and share it, how long we keep it, and the choices and rights you have. It includes our notice to California residents.</p>
<h2>Information we collect</h2>
<h3>Information you give us</h3>
<ul>
<li><strong>Quote requests, contact forms and survey bookings:</strong> your name, phone number, email address, street address or ZIP code, property type, the service you are interested in, your message and your preferred visit time.</li>
<li><strong>Newsletter sign-ups:</strong> your email address.</li>
<li><strong>Customers:</strong> billing and service address, contact people, the equipment installed, service history, system configuration and, for monitored systems, your emergency contacts, passcodes and instructions for the monitoring center.</li>
<li><strong>Job applicants:</strong> the information in your application and résumé.</li>
</ul>
<h3>Information collected automatically</h3>
<ul>
<li><strong>Server logs:</strong> IP address, browser type, the page requested and the time, kept for security and to prevent abuse such as spam and repeated sign-in attempts.</li>
<li><strong>How you found us:</strong> when you send a form, we record the page you first arrived on, the site that referred you and any campaign tags in the link (for example from an ad), so we know which of our work brings in requests. We record this with your request only; our pages do not set cookies to follow you.</li>
<li><strong>Analytics:</strong> if we use a measurement tool such as Google Analytics, it collects information about visits (pages viewed, device, approximate location) under its own policy and may set its own cookies, which you can block in your browser.</li>
</ul>
<h3>Camera video and system data</h3>
<p>The video your cameras record belongs to you. On systems with a recorder in your building, it stays there. On cloud-managed systems, it is stored, encrypted, by the platform’s provider under your account. We see your video only:</p>
<ul>
<li>when you ask us to, for example to help find a clip or fix a camera;</li>
<li>during installation and service visits, to aim and test cameras; and</li>
<li>for monitored sites, when a camera detects an event during your monitored hours and an agent at our monitoring center reviews the live video and the event clip.</li>
</ul>
<p>We remove our installer access to your system at handover unless you ask us to keep it for support, and you can ask us to remove it at any time.</p>
<h2>How we use information</h2>
<ul>
<li>To answer your request, schedule and carry out site surveys, installations and service visits, and prepare quotes and invoices</li>
<li>To monitor your site or alarm system under your monitoring agreement, including contacting you, your contacts and emergency services</li>
<li>To register equipment warranties with manufacturers and obtain permits where required</li>
<li>To send our newsletter, if you signed up, and service notices about your system</li>
<li>To keep this website and our systems secure and to prevent fraud and spam</li>
<li>To understand which pages and campaigns bring in requests, and improve them</li>
<li>To meet legal, tax, licensing and insurance obligations</li>
</ul>
<h2>How we share information</h2>
<p>We do not sell personal information, and we do not share it for cross-context behavioral advertising. We share it only:</p>
<ul>
<li><strong>With service providers</strong> who work for us under contract: website hosting, email delivery, scheduling, payment processing, accounting and cloud video platforms. They may use it only to provide their service to us.</li>
<li><strong>With our alarm monitoring partner,</strong> a UL-listed central station, for alarm systems it monitors for you.</li>
<li><strong>With equipment manufacturers,</strong> your name and installation address, to register warranties.</li>
<li><strong>With police, fire or emergency services</strong> when an alarm or monitored event requires a response, and otherwise only at your direction or when we are legally required to, for example by a subpoena or warrant.</li>
<li><strong>In a sale or reorganization of our business,</strong> with the buyer, under this policy.</li>
</ul>
<h2>How long we keep information</h2>
<ul>
<li>Quote requests that do not become projects: up to three years</li>
<li>Customer and project records: for as long as we serve you, and seven years after, for warranty, tax and licensing records</li>
<li>Monitoring event clips and logs: 90 days, unless kept longer for an incident you or the police ask about</li>
<li>Newsletter email addresses: until you unsubscribe</li>
<li>Server logs: up to 90 days</li>
</ul>
<h2>Security</h2>
<p>We protect information with access controls, encryption in transit and, for sensitive data such as passwords, at rest. Staff see only what their job requires. No system is perfectly secure; if a breach affects your personal information, we will notify you as the law requires.</p>
<h2>Your choices</h2>
<ul>
<li>Every newsletter has a one-click unsubscribe link.</li>
<li>You can ask us to stop calling or emailing you about a quote at any time.</li>
<li>You can block cookies from analytics tools in your browser settings.</li>
</ul>
<h2>Children</h2>
<p>This website is not directed to children under 16, and we do not knowingly collect their personal information.</p>
<h2>California privacy notice</h2>
<p>This notice supplements the policy above for residents of California, under the California Consumer Privacy Act as amended by the California Privacy Rights Act (“CCPA”). We extend these rights to all California residents, whether or not a particular law applies to a business of our size.</p>
<h3>Categories of personal information we collect</h3>
<p>In the past 12 months we have collected the following categories, from you, from your devices and, for monitored sites, from the cameras and sensors at your property:</p>
<ul>
<li><strong>Identifiers:</strong> name, postal address, email address, phone number, IP address.</li>
<li><strong>Customer records</strong> (Cal. Civ. Code § 1798.80(e)): billing details and signatures on agreements.</li>
<li><strong>Commercial information:</strong> services quoted and purchased, equipment installed, service history.</li>
<li><strong>Internet or network activity:</strong> pages visited, referring site, campaign tags, server logs.</li>
<li><strong>Approximate geolocation:</strong> derived from your IP address or from the address you give us.</li>
<li><strong>Audio and visual information:</strong> camera video of monitored sites reviewed during events; recordings of calls to our monitoring center.</li>
<li><strong>Professional or employment information:</strong> from job applicants.</li>
<li><strong>Sensitive personal information:</strong> account credentials (such as alarm passcodes) and, for applicants, information needed for background checks where the law allows. We use it only to provide the service or as the law permits, never to infer characteristics about you.</li>
</ul>
<p>We use and disclose each category for the business purposes described above under “How we use information” and “How we share information,” and keep it for the periods in “How long we keep information.”</p>
<h3>No sale or sharing</h3>
<p>We do not sell personal information or share it for cross-context behavioral advertising, and we have not done so in the past 12 months. We do not knowingly sell or share the personal information of consumers under 16. Our website honors the Global Privacy Control signal as a request to opt out of sale and sharing.</p>
<h3>Your rights</h3>
<ul>
<li><strong>Right to know and access:</strong> the categories and specific pieces of personal information we have about you, where it came from, why we use it and whom we disclose it to.</li>
<li><strong>Right to delete:</strong> personal information we collected from you, subject to exceptions, such as records we must keep for warranty, tax or licensing purposes or to complete a service you asked for.</li>
<li><strong>Right to correct</strong> inaccurate personal information.</li>
<li><strong>Right to opt out</strong> of the sale or sharing of personal information (we do neither), and to limit the use of sensitive personal information (we use it only as permitted).</li>
<li><strong>Right to non-discrimination:</strong> we will not deny you service, charge a different price or provide a different quality of service because you exercised a right.</li>
</ul>
<h3>How to make a request</h3>
<p>Email <a href="mailto:privacy@pacificshield.example">privacy@pacificshield.example</a> or call us toll-free at (800) 555-0147. Tell us which right you want to exercise. To protect you, we verify your identity by matching information we already have, such as your phone number and service address; for requests about specific pieces of information, we may ask for more. You may use an authorized agent, who must provide your signed permission, and we may still ask you to verify your identity. We respond within 45 days, and tell you if we need up to 45 more.</p>
<h3>Shine the Light</h3>
<p>California Civil Code § 1798.83 lets California residents ask which personal information a business shared with third parties for their own direct marketing. We do not share personal information for that purpose.</p>
<h2>Changes to this policy</h2>
<p>When we change this policy, we update the date at the top of this page. If a change materially affects how we use information we already have, we will tell customers by email before it takes effect.</p>
<h2>Contact us</h2>
<p>Pacific Shield Security, 2150 W Sunset Blvd, Suite 210, Los Angeles, CA 90026. Phone (213) 555-0147. Email <a href="mailto:privacy@pacificshield.example">privacy@pacificshield.example</a>.</p>`;

const termsOfService = `<p>These terms govern your use of this website and the quotes, site surveys and information we provide through it. Installation, service and monitoring work is carried out under a separate written agreement that you sign before work begins; if that agreement and these terms differ, the agreement governs the work it covers. By using this website, you agree to these terms.</p>
<h2>Who we are</h2>
<p>Pacific Shield Security is a California contractor licensed by the Contractors State License Board under license #1098765 (classifications C-7, low voltage systems, and C-10, electrical) and an alarm company operator licensed by the Bureau of Security and Investigative Services under license ACO #7654. Contractors are required by law to be licensed and regulated by the Contractors State License Board; you can check our license at cslb.ca.gov or by calling 800-321-CSLB (2752).</p>
<h2>Using this website</h2>
<p>You may use this website to learn about our services, request quotes, book site surveys and contact us. Please do not submit anyone else’s information without their permission, attempt to disrupt the website, probe it for vulnerabilities, or use automated tools to send requests or copy its content.</p>
<h2>Prices, estimates and quotes</h2>
<ul>
<li>Prices on this website (“from” prices, package prices and monthly rates) are starting prices for typical properties. They are not offers, and they can change without notice.</li>
<li>An online estimate is a range based on your answers. It becomes a price only after a site survey, in a written quote.</li>
<li>Written quotes are itemized and valid for 30 days. Work outside the quoted scope, such as trenching, lifts, conduit on finished exteriors or repairs to existing wiring, is priced and approved in writing before it is done.</li>
<li>Sales tax is added to equipment where it applies. Cloud software licenses and monitoring are billed as stated in your agreement.</li>
</ul>
<h2>Site surveys</h2>
<p>Site surveys are free and carry no obligation. Please make sure someone over 18 with authority over the property is present, and that we can reach the areas you want covered. We may photograph mounting locations and equipment rooms to prepare your quote; these photos are used only for your project.</p>
<h2>Installation agreements</h2>
<p>Every installation is covered by a written agreement that includes the scope, price, payment schedule, start and completion dates and the notices California law requires. For work on a home, any down payment is limited as the law requires (never more than $1,000 or 10% of the contract price, whichever is less), and if you sign at your home you have the right to cancel within three business days, as explained in the notice you receive. We obtain permits where the work requires them.</p>
<h2>Your responsibilities</h2>
<ul>
<li><strong>Lawful use.</strong> You decide where your cameras look and who can see the video. Use your system lawfully: aim cameras at your own property, respect neighbors’ privacy, and do not record private conversations without everyone’s consent. If you are a landlord, employer or association, give the notices the law requires.</li>
<li><strong>Access and utilities.</strong> Provide access to the property, and the power and internet service the system needs.</li>
<li><strong>Passwords.</strong> Keep your passwords private and change them when people leave your household or staff. We are not responsible for access by people you gave credentials to.</li>
<li><strong>Permits and false alarms.</strong> Keep any alarm permit your city requires, and tell us when your contacts or passcodes change. Fees for false alarms are the permit holder’s responsibility.</li>
</ul>
<h2>Warranty</h2>
<p>We warrant our workmanship for the period stated in your agreement (one to three years, depending on the package). Equipment carries its manufacturer’s warranty, which we help you claim. The warranty does not cover damage from accidents, misuse, power surges, weather beyond the equipment’s rating, or changes made by others.</p>
<h2>Monitoring services</h2>
<p>Monitoring reduces risk; it does not prevent every crime or guarantee a response. How quickly police, fire or other emergency services respond is outside our control. Monitoring depends on power, internet or cellular service and working equipment at your site, and is provided under a separate monitoring agreement that describes the service, its limits and our liability in more detail.</p>
<h2>Information on this website</h2>
<p>Articles, guides and answers on this website are general information, not legal advice or a design for your property. Laws on recording and surveillance vary by place and situation; ask us or an attorney about yours. Project descriptions and site plans show completed work in simplified form and are not to scale.</p>
<h2>Intellectual property</h2>
<p>The text, illustrations, site plans and design of this website belong to Pacific Shield Security or its licensors. You may share links and print pages for your own use, but you may not copy or republish them without our permission. Manufacturer names are trademarks of their owners and are used to describe equipment we install.</p>
<h2>Links to other websites</h2>
<p>Links to manufacturers, review sites and social networks are provided for convenience. We are not responsible for their content or their privacy practices.</p>
<h2>Disclaimers and limitation of liability</h2>
<p>This website is provided “as is.” We work to keep it accurate and available but do not promise that it is free of errors or interruptions. To the extent the law allows, we are not liable for indirect or consequential damages arising from your use of this website. Nothing in these terms limits rights you have under California law that cannot be waived, including your rights as a consumer.</p>
<h2>Disputes and governing law</h2>
<p>If something goes wrong, call us first: most problems are solved with a phone call or a visit. These terms are governed by the laws of the State of California. Any dispute about this website that we cannot resolve together will be heard in the courts of Los Angeles County, unless your written agreement with us provides otherwise.</p>
<h2>Changes to these terms</h2>
<p>We may update these terms from time to time; the date at the top of this page shows the latest version. Changes apply to your use of the website after they are posted, and never change an agreement you have already signed.</p>
<h2>Contact us</h2>
<p>Pacific Shield Security, 2150 W Sunset Blvd, Suite 210, Los Angeles, CA 90026. Phone (213) 555-0147. Email <a href="mailto:hello@pacificshield.example">hello@pacificshield.example</a>.</p>`;

export const contents: DemoRecord[] = [
  {
    title: 'Privacy Policy',
    slug: 'privacy-policy',
    body: privacyPolicy,
    seoTitle: 'Privacy Policy | Pacific Shield Security',
    seoDescription:
      'How Pacific Shield Security collects, uses and protects personal information and camera video, with our California privacy notice (CCPA/CPRA).',
  },
  {
    title: 'Terms of Service',
    slug: 'terms-of-service',
    body: termsOfService,
    seoTitle: 'Terms of Service | Pacific Shield Security',
    seoDescription:
      'Terms for using the Pacific Shield Security website: quotes and estimates, site surveys, installation agreements, warranties and monitoring.',
  },
];
