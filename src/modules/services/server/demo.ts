import { type DemoRecord, scene } from '@/server/demo/markers';

/**
 * The services, each page written as the business would: what the work includes, how it goes, what
 * it costs at the least, and (through FAQs filed under the service's title) the questions people ask.
 */
export const services: DemoRecord[] = [
  {
    title: 'CCTV Installation',
    summary:
      'HD and 4K security cameras for homes and businesses across Los Angeles, installed cleanly with hidden cabling and remote viewing on your phone.',
    body: `<p>A camera system is only as good as the places the cameras look from. Before we quote, a technician walks your property with you: the doors people actually use, the driveway, the side gates, the alley, the spot where packages land. Then we design a system that covers those approaches with as few cameras as the job allows, and install it so the cabling disappears into attics, crawl spaces and conduit.</p>
<p>We install wired, Power-over-Ethernet (PoE) cameras from Hanwha Vision, Axis and Ubiquiti UniFi Protect for most homes, and Avigilon or Axis for larger commercial sites. Every camera and recorder we install is NDAA-compliant. Video records to a recorder in your building, so it keeps recording when the internet is down, and you watch live and recorded video on your phone without a subscription.</p>
<h2>What's included</h2>
<ul>
<li>A free on-site survey and a written, itemized proposal with a camera-by-camera plan of your property</li>
<li>4K (8 MP) or 5 MP cameras with true color or infrared night vision, weather-rated for LA sun and coastal air</li>
<li>A network video recorder (NVR) with 30 days or more of continuous recording, sized to your cameras</li>
<li>Concealed, weather-sealed cabling: through attics and walls where possible, painted conduit where not</li>
<li>Person and vehicle detection set up zone by zone, so your phone alerts you to the driveway, not the palm tree</li>
<li>The app on every phone in the household or office, and a walkthrough until you're comfortable finding a clip</li>
<li>A site plan of every camera and its field of view, handed over with your passwords</li>
<li>One to three years of labor warranty, depending on the system; manufacturer warranties of three to five years on cameras</li>
</ul>
<h2>How it works</h2>
<ol>
<li><strong>Free site survey (45–60 minutes).</strong> We look at sight lines, lighting, mounting surfaces, where the recorder can live and how cable can get there. Hillside lots, stucco, brick and finished ceilings all change the plan, so we see them first.</li>
<li><strong>Design and written quote (within two business days).</strong> You get the camera positions, the equipment, the price and the schedule in writing. No pressure, and the quote holds for 30 days.</li>
<li><strong>Installation (usually one day for a home).</strong> Two licensed technicians, drop cloths down, cleanup after. A typical eight-camera home is done in a day; larger sites are phased around your hours.</li>
<li><strong>Handover.</strong> We set up the app, adjust every view with you, and leave you the admin password. Our installer access is removed unless you ask us to keep it for support.</li>
<li><strong>Support.</strong> Questions and service calls go to the same local team; customers on a service plan get priority visits.</li>
</ol>
<h2>Prices from</h2>
<table>
<thead><tr><th>System</th><th>Installed, from</th></tr></thead>
<tbody>
<tr><td>4 cameras and a 2 TB recorder (most homes start here)</td><td>[price: Home Starter]</td></tr>
<tr><td>8 cameras including a video doorbell</td><td>[price: Home Complete]</td></tr>
<tr><td>Each additional indoor camera, wired and set up</td><td>[price: extra indoor camera]</td></tr>
<tr><td>Each additional outdoor camera, weather-rated, wired and set up</td><td>[price: extra outdoor camera]</td></tr>
<tr><td>Business systems, 8 cameras</td><td>[price: Business Starter]</td></tr>
<tr><td>Business systems, 16 cameras including PTZ</td><td>[price: Business Pro]</td></tr>
</tbody>
</table>
<p>These are our current package prices (see <a href="/cctv-packages">CCTV packages</a>, with an instant estimate for your own mix of cameras). Prices include equipment, cabling, labor and setup; sales tax is added to equipment. Long cable runs, trenching, lifts or conduit on finished exteriors are priced separately and always shown in your written quote before any work starts.</p>`,
    icon: 'camera',
    imageId: scene(
      'house',
      0,
      'Illustration of a Los Angeles home with cameras covering the front door, side yard and driveway',
    ),
    featured: true,
    seoTitle: 'CCTV Installation in Los Angeles',
    seoDescription:
      'Professional 4K security camera installation for LA homes and businesses. NDAA-compliant cameras, hidden cabling, free site survey.',
  },
  {
    title: 'Access Control',
    summary: 'Key cards, fobs, PIN pads and mobile credentials for offices, gates and multifamily buildings.',
    body: `<p>Keys get copied, lost and never returned. Access control replaces them with credentials you can issue and cancel in seconds: key cards, fobs, PIN codes or a phone. Every door knows who opened it and when, and a lost card stops working the moment you delete it.</p>
<p>We design and install systems for single offices, medical and dental suites, warehouses, parking gates and apartment buildings, using cloud-managed platforms such as Verkada, Avigilon Alta and UniFi Access, or on-premises controllers where a building needs them. Locking hardware is chosen for your doors and for the fire and life-safety code, and we coordinate with your fire alarm contractor where doors must release on alarm.</p>
<h2>What's included</h2>
<ul>
<li>A door-by-door survey: frames, existing hardware, egress rules, power and network paths</li>
<li>Readers for cards, fobs, PIN and mobile credentials, with electric strikes or maglocks suited to each door</li>
<li>Request-to-exit devices and door-position switches, so the system knows a door was forced or propped</li>
<li>Controller, battery backup and wiring to the low-voltage standards of the California Electrical Code</li>
<li>Schedules (doors unlocked during office hours, locked after), user groups and holiday calendars</li>
<li>Camera integration: each door event comes with the video of who walked through</li>
<li>Training for your office manager, and the first batch of credentials enrolled for you</li>
</ul>
<h2>How it works</h2>
<ol>
<li><strong>Survey.</strong> We check every door and gate, and who needs to get through when.</li>
<li><strong>Proposal.</strong> Hardware per door, software and any license fees, schedule and price, in writing.</li>
<li><strong>Installation.</strong> Usually one to three days for an office; we work after hours when the doors are busy by day.</li>
<li><strong>Programming and training.</strong> We load users and schedules, test every door with you and hand over the administrator account.</li>
</ol>
<h2>Prices from</h2>
<table>
<thead><tr><th>System</th><th>Installed, from</th></tr></thead>
<tbody>
<tr><td>One door with reader, strike, exit device and controller</td><td>$1,950</td></tr>
<tr><td>Each additional door on the same controller</td><td>$1,350</td></tr>
<tr><td>Vehicle gate reader tied to an existing gate operator</td><td>$1,650</td></tr>
</tbody>
</table>
<p>Cloud platforms carry a yearly software license per door, quoted separately so you can compare.</p>`,
    icon: 'lock',
    imageId: scene(
      'office',
      0,
      'Illustration of an office building entrance with a card reader and cameras over the doors',
    ),
    featured: true,
    seoTitle: 'Access Control Systems in Los Angeles',
    seoDescription:
      'Key card, fob, PIN and mobile access control for LA offices, gates and apartment buildings. Installed and programmed by licensed technicians.',
  },
  {
    title: 'Alarm Systems',
    summary: 'Intrusion, glass-break and door sensors tied to loud sirens and instant phone alerts.',
    body: `<p>An alarm system does what cameras alone cannot: it makes noise the moment a door opens or a window breaks, and it calls for help. We install wireless and hardwired intrusion systems on the Alarm.com platform, so you arm, disarm and check sensors from your phone, and every alarm can come with a video clip from your cameras.</p>
<p>We are licensed by the state Bureau of Security and Investigative Services as an alarm company operator, and our technicians carry their alarm agent registrations. Professional monitoring is provided by a UL-listed central station that answers around the clock.</p>
<h2>What's included</h2>
<ul>
<li>A control panel with battery backup and a cellular communicator (no landline needed)</li>
<li>Door and window sensors on every ground-floor entry, glass-break detectors for sliding doors and large windows</li>
<li>Pet-friendly motion detectors where a dog or cat lives in the house</li>
<li>An indoor siren and a keypad by the door you use most</li>
<li>Smoke, heat and carbon monoxide detectors on request, monitored like the rest</li>
<li>The app set up for the household, user codes for family, cleaners and dog walkers</li>
<li>Help with your city's alarm permit, which many cities in LA County require for monitored systems</li>
</ul>
<h2>How it works</h2>
<ol>
<li><strong>Walkthrough.</strong> We list every entry point and agree which ones need sensors.</li>
<li><strong>Quote.</strong> Equipment, installation and the monthly monitoring rate, in writing. Monitoring is month to month.</li>
<li><strong>Installation.</strong> Half a day for most homes. Wireless sensors mean no holes in finished walls.</li>
<li><strong>Test with the central station.</strong> We trigger each zone with the monitoring center on the line before we leave.</li>
</ol>
<h2>Prices from</h2>
<table>
<thead><tr><th>System</th><th>From</th></tr></thead>
<tbody>
<tr><td>Panel, keypad, 3 door sensors, 1 motion detector, siren, installed</td><td>$899</td></tr>
<tr><td>Each additional sensor, installed</td><td>$95</td></tr>
<tr><td>24/7 professional monitoring with app and video verification</td><td>[price: Home Alarm Monitoring] per month</td></tr>
</tbody>
</table>`,
    icon: 'bell',
    imageId: scene(
      'house',
      1,
      'Illustration of a Spanish-style home with an alarm system and cameras at the entrances',
    ),
    featured: true,
    seoTitle: 'Home & Business Alarm Systems in Los Angeles',
    seoDescription:
      'Licensed alarm company: door, window, glass-break and motion sensors with 24/7 UL-listed monitoring, video verification and a phone app.',
  },
  {
    title: 'Video Intercoms',
    summary: 'See and talk to visitors at your gate or lobby from anywhere, and open the door with one tap.',
    body: `<p>A video intercom lets you see who is at the gate before you open it, from the kitchen or from the office across town. For homes behind a driveway gate, it answers the delivery driver and the guest without a walk down the hill. For apartment buildings, it replaces the worn-out directory panel with one that rings tenants' phones, logs every entry and lets managers add and remove residents from a browser.</p>
<p>We install video doorbells and gate stations for homes, and multi-tenant entry systems from ButterflyMX, DoorKing and 2N for buildings from a fourplex to several hundred units, wired to the gate operator or door strike you already have.</p>
<h2>What's included</h2>
<ul>
<li>A gate or door station with camera, speaker and keypad, vandal-resistant and rated for outdoor use</li>
<li>Connection to your gate operator, electric strike or maglock, with a manual override</li>
<li>Calls to phones and indoor monitors; delivery codes and one-time visitor passes</li>
<li>For buildings: tenant directory, move-in and move-out in minutes, and an entry log with photos</li>
<li>Trenching or conduit to the gate where needed, priced in your quote</li>
</ul>
<h2>How it works</h2>
<ol>
<li><strong>Survey.</strong> We check the gate or entry, its operator, power and network path.</li>
<li><strong>Quote.</strong> Station, wiring, any software subscription and price, in writing.</li>
<li><strong>Installation.</strong> One day for most homes and single entrances.</li>
<li><strong>Setup.</strong> We add your household or your tenants and test calls and door release with you.</li>
</ol>
<h2>Prices from</h2>
<table>
<thead><tr><th>System</th><th>Installed, from</th></tr></thead>
<tbody>
<tr><td>Wired video doorbell with chime</td><td>$349</td></tr>
<tr><td>Driveway gate video station tied to the gate operator</td><td>$1,650</td></tr>
<tr><td>Apartment building entry panel, per entrance</td><td>$6,500</td></tr>
</tbody>
</table>`,
    icon: 'door',
    imageId: scene(
      'apartments',
      0,
      'Illustration of an apartment building with a video intercom at the lobby door and cameras at the garage',
    ),
  },
  {
    title: 'Remote Video Monitoring',
    summary:
      'Live agents watch your cameras after hours and dispatch police while intruders are still on site.',
    body: `<p>Recorded video tells you what happened. Monitored video changes what happens. When your cameras detect a person or vehicle after hours, trained agents at our monitoring center in Burbank look at the live video within seconds. If it is a real intrusion, they speak to the intruder through an on-site speaker, call the police with a description of a crime in progress, and notify you. If it is a coyote or a wind-blown tarp, they close the event and nobody is woken up.</p>
<p>Because an agent has seen the person, the call to police is a verified crime in progress, which is treated with more urgency than an unverified alarm. Most intruders leave when a voice tells them they are being watched.</p>
<h2>What's included</h2>
<ul>
<li>A review of your existing cameras, or new cameras where coverage is missing</li>
<li>Analytics tuned to ignore animals, trees and headlights on the street</li>
<li>Talk-down speakers at the places intruders go first</li>
<li>A call list and instructions written with you: who is called, in what order, and when police are dispatched</li>
<li>Schedules that follow your hours: nights and weekends, or around the clock</li>
<li>A monthly report of events with their clips</li>
</ul>
<h2>How it works</h2>
<ol>
<li><strong>Site review.</strong> We check each camera's view, lighting and connection.</li>
<li><strong>Setup.</strong> Analytics, speakers and the call list, tested with the monitoring center.</li>
<li><strong>Go live.</strong> Usually within a week of signing; contracts run month to month after the first three months.</li>
</ol>
<h2>Prices from</h2>
<table>
<thead><tr><th>Plan</th><th>From</th></tr></thead>
<tbody>
<tr><td>Business after-hours monitoring, up to 8 cameras</td><td>[price: Business After-Hours Monitoring] per month</td></tr>
<tr><td>Construction site camera tower with 24/7 monitoring</td><td>[price: Construction Site Monitoring] per month</td></tr>
</tbody>
</table>`,
    icon: 'eye',
    imageId: scene(
      'construction',
      0,
      'Illustration of a construction site watched by a solar-powered camera tower',
    ),
  },
  {
    title: 'Maintenance & Repair',
    summary: 'Health checks, firmware updates and fast repairs for systems we installed and ones we did not.',
    body: `<p>Cameras fail quietly. A lens fogs, a hard drive wears out, a firmware update never happened, and nobody notices until the night the footage is needed. Our service plans check your system before that night comes, and our repair visits get a dead camera or recorder back online, whatever brand it is.</p>
<p>We also help owners of older systems decide what to keep. Some cameras and recorders can no longer get security updates, and equipment from manufacturers barred from new FCC authorizations cannot be used in federally funded projects. We can replace a system in phases, starting with the recorder and the cameras that matter most.</p>
<h2>What's included in a service plan</h2>
<ul>
<li>Remote health checks: every camera recording, drives healthy, storage meeting your retention</li>
<li>Firmware and app updates applied and tested</li>
<li>A yearly on-site visit: lenses cleaned, housings sealed, views re-aimed where trees have grown</li>
<li>Priority scheduling and no trip charge for repairs</li>
<li>10% off replacement parts and added cameras</li>
</ul>
<h2>How it works</h2>
<ol>
<li><strong>Call or book online.</strong> Tell us what's wrong; many problems are solved remotely the same day.</li>
<li><strong>Diagnosis on site.</strong> If a visit is needed, the technician explains the fix and price before doing it.</li>
<li><strong>Repair.</strong> Common parts travel in our vans, so most repairs finish on the first visit.</li>
</ol>
<h2>Prices from</h2>
<table>
<thead><tr><th>Service</th><th>From</th></tr></thead>
<tbody>
<tr><td>Service call, including the first hour on site</td><td>$189</td></tr>
<tr><td>Home service plan</td><td>$29 per month</td></tr>
<tr><td>Business service plan, up to 16 cameras</td><td>$79 per month</td></tr>
</tbody>
</table>`,
    icon: 'tool',
    imageId: scene(
      'service',
      0,
      'Illustration of a technician’s ladder and service van at a building, a camera being serviced',
    ),
  },
];
