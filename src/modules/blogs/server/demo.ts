import { subDays } from 'date-fns';
import { type DemoRecord, scene } from '@/server/demo/markers';

const daysAgo = (days: number) => subDays(new Date(), days).toISOString();

const howManyCameras = `<p>“How many cameras do I need?” is the first question almost every homeowner asks us, usually followed by a number they heard from a neighbor or a box at Costco. The honest answer is that most single-family homes in Los Angeles are well covered with four to eight cameras, and that where they go matters far more than how many there are. Eight cameras watching walls and rooftops will miss what two well-placed cameras would have caught.</p>
<p>Here is how we think about it on a site survey, and how you can think about it before you call anyone.</p>
<h2>Start with how people reach your home</h2>
<p>Burglars, package thieves and car prowlers are not creative. They come through the same places you do: the front door, the driveway, the side gate, the garage and the back door. Most break-ins start at a door, and a ground-floor window is next. So before counting cameras, walk around your property and list every way a person can get from the street to a door or a window. That list is your camera plan.</p>
<p>For a typical flat-lot house in Pasadena or Culver City, the list looks like this: the front door and porch, the driveway and garage, one or two side gates, and the back door or patio slider. That is four to six places, and it is why four to six cameras cover most homes.</p>
<h2>The front door: one camera, at face height</h2>
<p>The front door camera has one job: a clear face. Mount it too high and you get the top of a baseball cap. A video doorbell at about four feet does this well, and it doubles as the way you answer the door from your phone. If packages are left on a porch or a step below the door, a doorbell with a downward-looking second lens, or a small camera above the door angled down, covers them.</p>
<h2>The driveway and the street</h2>
<p>The driveway camera is the one that catches car break-ins and catalytic converter thefts, and it is the one that most often shows a vehicle arriving. It should see the whole driveway and a slice of the street, so you get the car as well as the person. This is where 4K earns its price: a wide 4K camera on the garage can cover a two-car driveway and still show a face at the curb.</p>
<p>Be realistic about license plates. Reading plates at night on a moving car takes a dedicated camera with a narrow lens and the right angle. If plates matter, for example on a long private driveway behind a gate, plan a separate camera for the gate.</p>
<h2>Side yards, gates and the back of the house</h2>
<p>Side gates are the quiet way in, out of sight of the street. One camera per side yard, looking along the path toward the gate, covers both the gate and anyone walking toward the backyard. Backyards with a pool, a back door or a detached garage or ADU usually need one or two cameras, aimed along the house so they see doors and windows rather than the neighbor’s yard.</p>
<h2>Hillside homes need a different plan</h2>
<p>In Silver Lake, Los Feliz, Mount Washington and the canyons, homes often sit above or below the street with a long driveway, a pedestrian stair and several levels. The approaches are fewer but longer, and the house is often hard to see from the street, which makes it attractive to someone who wants time. On these lots we usually add a camera at the bottom of the driveway or the gate, one at the foot of the stairs and one covering the deck or the slope under it. Expect six to ten cameras rather than four to six, and plan for conduit under driveways and through retaining walls.</p>
<h2>A quick guide by home type</h2>
<table>
<thead><tr><th>Home</th><th>Cameras we usually recommend</th></tr></thead>
<tbody>
<tr><td>Condo or townhouse</td><td>1–3 (door, garage or parking space, patio)</td></tr>
<tr><td>Bungalow or single-story home</td><td>4–5</td></tr>
<tr><td>Two-story home with a two-car garage</td><td>6–8</td></tr>
<tr><td>Hillside home or large lot</td><td>8–12</td></tr>
<tr><td>Estate with gate, guest house and grounds</td><td>12–20</td></tr>
</tbody>
</table>
<h2>What about inside?</h2>
<p>Most of our customers do not want cameras inside their home, and they do not need them to be well protected. An alarm system with door, window and motion sensors does the inside job better, without recording your family. Where people do want an indoor camera, it is usually one pointed at the main entry from inside, or in a garage with valuables, and we set it to record only when the alarm is armed.</p>
<h2>Where not to point a camera</h2>
<p>Your cameras may see what anyone could see from the street, but aim them at your own property. Avoid views into a neighbor’s windows or backyard: we set privacy masks that black out those areas in the recording. Leave audio recording off outdoors unless you have a specific reason. California law generally requires everyone’s consent before a private conversation is recorded, and a microphone by the side gate will pick up your neighbors as easily as an intruder.</p>
<h2>Resolution and night vision, briefly</h2>
<p>For most spots around a home, a 5 MP camera is plenty; save 4K for the driveway and any long view. More important than resolution is how the camera handles night: look for cameras that keep color in low light or have strong infrared, and make sure the porch light or a motion light is not shining straight into a lens. A camera facing into headlights or the afternoon sun needs a good wide dynamic range, which is one reason we choose models per position rather than buying eight of the same.</p>
<h2>The bottom line</h2>
<p>Count your approaches, not your walls. Put one camera on each door, one on the driveway, one on each side yard and one or two on the back, then adjust for a hillside, a long driveway or a detached building. If the total is more than eight for an ordinary city lot, something is probably watching a wall.</p>
<p>If you would like a second opinion, our site survey is free. We walk the property with you, mark every camera and what it sees on a plan, and give you a written quote you can compare with anyone else’s.</p>`;

const wiredVsWireless = `<p>Wireless cameras are everywhere, and for good reason: you can buy one today and have it on the wall tonight. So people are often surprised when we recommend wired cameras for almost every home and business we work on. It is not because wired is more profitable to install. It is because of how cameras fail in Southern California, and when they fail.</p>
<h2>What “wireless” really means</h2>
<p>Most cameras sold as wireless are wireless in one of two ways. Wi-Fi cameras send video over Wi-Fi but still need a power cable to an outlet. Battery cameras need no cable at all; they sleep most of the time and wake when they detect motion. Wired cameras, in the systems we install, use Power over Ethernet (PoE): one network cable carries both power and video to a recorder in your home or office, up to about 300 feet per run.</p>
<p>Each design makes trade-offs. The question is which trade-offs you can live with on the night something happens.</p>
<h2>Stucco, lath and Wi-Fi</h2>
<p>A very large share of LA homes and small commercial buildings are finished in stucco over metal lath, a layer of wire mesh under the plaster. It makes a surprisingly good shield for radio signals. A router in the living room that reaches every corner inside may barely reach a camera on the outside wall of the garage. Add the neighbors’ networks in a dense neighborhood like Koreatown or Silver Lake, and outdoor Wi-Fi cameras drop out, lag or fall back to low resolution exactly when they are recording something.</p>
<p>A wired camera does not care about the walls. Its connection is the same at 3 am as at noon.</p>
<h2>Heat and batteries</h2>
<p>Lithium batteries do not like heat. Many battery cameras stop charging, or charge slowly, when they are too hot, and a camera in full afternoon sun in the Valley or the Inland Empire in August gets far hotter than the air. Batteries also age faster in heat, so the six months between charges promised on the box becomes two, then one.</p>
<p>Battery cameras save power by sleeping, which means they are not recording until something wakes them. The first seconds of an event, often the seconds that show a face, can be missed while the camera wakes up.</p>
<h2>Wind, dust and the marine layer</h2>
<p>Santa Ana winds shake everything. A camera on a thin bracket or a solar panel on a post will vibrate, and motion-triggered cameras start recording every gust. Dust coats lenses; near the coast, salt air and the marine layer fog them. None of this is unique to wired or wireless cameras, but wired systems make it easier to deal with: you see every camera on one screen, get a warning when one goes dark, and a technician can reach it without recharging anything first.</p>
<h2>Power outages</h2>
<p>In high fire risk areas served by Southern California Edison, power can be shut off for a day or more during Santa Ana wind events, and ordinary outages happen everywhere. Wired systems handle this well: a battery backup for the recorder and network switch keeps every camera recording for an hour or more, because the cameras take their power from the same place. Wi-Fi cameras on outlets around the house lose power one by one, and even battery cameras are useless if the router they talk to is dead.</p>
<h2>Where the video goes</h2>
<p>With a PoE system, video records continuously to a recorder in your building. If the internet goes down, recording continues, and there is no monthly fee to keep your own footage. Most consumer wireless cameras store clips in the manufacturer’s cloud, which usually means a subscription per camera and no recording at all while the internet is down.</p>
<h2>When wireless is the right choice</h2>
<p>We do install wireless cameras, where they make sense:</p>
<ul>
<li><strong>Renters</strong> who cannot run cable, and want cameras they can take with them.</li>
<li><strong>Detached buildings</strong> such as a garage, ADU or barn where trenching is expensive; a point-to-point wireless bridge can carry a wired camera’s network across the yard.</li>
<li><strong>Temporary coverage</strong> during a renovation or an event.</li>
<li><strong>One extra view</strong> on an existing system, where a single cable run would cost more than the camera.</li>
</ul>
<h2>What wired really costs</h2>
<p>The objection to wired cameras is installation: holes, cable and labor. In most LA houses, cable runs through the attic, the crawl space or the garage ceiling and comes out directly behind the camera, so nothing shows. On slab houses or finished walls without access, we use small conduit painted to match. A professionally installed four-camera PoE system starts around $1,500, which is comparable to a good set of wireless cameras plus a few years of cloud subscriptions.</p>
<h2>Our recommendation</h2>
<p>For a home or business you own, choose wired PoE cameras recording to a local recorder with battery backup, and use wireless only to fill a gap a cable cannot reach. Choose NDAA-compliant brands, keep the recorder’s firmware updated, and put the system on its own network or VLAN if it is a business. You will spend a little more on day one and much less time wondering whether the camera was actually recording.</p>`;

const constructionMonitoring = `<p>Construction sites are among the most targeted properties in Los Angeles County, and it is easy to see why. They are open, dark after the crews leave, full of tools and materials, and often in neighborhoods where nobody is watching at night. Copper wire, catalytic converters from equipment, generators, lumber and appliances waiting to be installed all disappear. A single night can cost a contractor tens of thousands of dollars, and the delay often costs more than the theft.</p>
<p>Fences and signs help, and recorded cameras help you file a report. Live remote monitoring is what stops the theft before it happens.</p>
<h2>Why recorded video is not enough</h2>
<p>A recording tells you on Monday morning what happened on Saturday night. Even with clear video, recovering stolen materials is rare, and the schedule still slips while you reorder. Motion alerts to a superintendent’s phone are not much better: most are wind, animals or headlights, so after a week they are ignored, and nobody is awake at 2 am to watch them anyway.</p>
<h2>How live monitoring works</h2>
<p>With remote video monitoring, cameras on site detect people and vehicles with video analytics tuned to ignore trees, tarps and animals. When something is detected outside working hours, the event goes to our monitoring center, where an agent looks at the live video within seconds.</p>
<ul>
<li><strong>If it is a real intrusion,</strong> the agent speaks through a loudspeaker on site: “You in the blue hoodie by the generator, you are on camera and police are being called.” Most people leave immediately.</li>
<li><strong>If they stay,</strong> the agent calls police and reports a crime in progress, with a description, while watching. A call from someone seeing a person on site right now is treated with more urgency than an unverified alarm.</li>
<li><strong>Either way,</strong> your contacts are notified with the clip, in the order you chose.</li>
<li><strong>If it is a coyote,</strong> the event is closed and nobody is woken up.</li>
</ul>
<h2>Camera towers for sites without power</h2>
<p>Most job sites have no permanent power or internet when the risk is highest. Mobile camera towers solve this: a trailer with a mast, solar panels, batteries, a cellular connection, two to four cameras, lights and a speaker. A tower is dropped off and running in an afternoon and moved as the work moves. For a typical single-lot residential build in the hills or a small commercial project, one tower covers the site. Larger sites use two or three, or towers combined with cameras on temporary power poles.</p>
<h2>Where to point the cameras</h2>
<ul>
<li>The entrance gate and the path a vehicle must take to reach materials</li>
<li>The container or lockbox where tools are stored</li>
<li>Material laydown areas: wire, lumber, appliances</li>
<li>Parked equipment, which is targeted for fuel and catalytic converters</li>
<li>The fence line facing the least visible street or alley</li>
</ul>
<p>Good positions put the intruder between the camera and light. We add motion-activated lights on towers so the video shows faces, and so the intruder knows they have been seen.</p>
<h2>What it costs, and what it saves</h2>
<p>Monitored camera towers typically cost from about $600 to $1,200 a month, depending on the number of cameras, the hours monitored and the length of the project. Compare that with one night of lost wire, the rental cost of equipment sitting idle while the schedule slips, and the insurance deductible. Some builder’s risk insurers ask for monitoring on higher-value projects, or price it into the premium.</p>
<h2>Questions to ask any monitoring provider</h2>
<ul>
<li>How quickly does an agent look at an event? Ask for their average, not their best.</li>
<li>Are the agents watching live video, or reviewing clips after the fact?</li>
<li>Can agents speak to intruders on site, and do they call police directly?</li>
<li>What happens when the cellular signal or the solar power drops? Who is told, and how fast is it fixed?</li>
<li>Can the hours change as the project changes, for example to 24/7 over a holiday shutdown?</li>
<li>Is the contract month to month after a minimum term, and can the tower move to your next site?</li>
</ul>
<h2>Getting started</h2>
<p>Before a tower arrives, walk the site with the provider and agree on the call list, the monitored hours and what counts as an intrusion (a worker returning for a forgotten tool should not bring police). The first week is usually spent tuning analytics and confirming that agents recognize your crew and vehicles. After that, the best outcome is the boring one: nights with nothing to report.</p>
<p>If you are starting a project in Los Angeles County, we can survey the site and have a tower running within a few days.</p>`;

const buyingGuideDraft = `<p>Outline for the yearly guide: what changed in cameras, recorders and apps this year, and what we now recommend for homes, small businesses and apartment buildings.</p>
<h2>To cover</h2>
<ul>
<li>Which NDAA-compliant brands we install most, and why</li>
<li>Color night vision: where it beats infrared, and where it does not</li>
<li>Cloud-managed systems versus local recorders for small offices</li>
<li>Prices: what a four-, eight- and sixteen-camera system costs installed</li>
</ul>`;

export const blogs: DemoRecord[] = [
  {
    title: 'How many security cameras does a Los Angeles home need?',
    excerpt:
      'Count approaches, not walls: a practical guide to covering doors, driveways, side gates and hillside lots without overspending.',
    body: howManyCameras,
    author: 'Daniel Reyes',
    tags: ['homeowners', 'planning'],
    status: 'published',
    publishedAt: daysAgo(6),
    coverImageId: scene(
      'hillside',
      0,
      'Illustration of a hillside home with cameras on the driveway, the stairs and the deck',
    ),
    seoDescription:
      'Most LA homes need four to eight security cameras. Where to put them: doors, driveway, side gates, hillside lots, and where not to point a camera.',
  },
  {
    title: 'Wired vs. wireless cameras: what holds up in Southern California',
    excerpt:
      'Stucco walls, summer heat, Santa Ana winds and power shutoffs: why we still recommend Power over Ethernet for most properties.',
    body: wiredVsWireless,
    author: 'Daniel Reyes',
    tags: ['technology', 'homeowners'],
    status: 'published',
    publishedAt: daysAgo(20),
    coverImageId: scene(
      'house',
      2,
      'Illustration of a home with wired cameras on the walls and their views over the driveway and the street',
    ),
    seoDescription:
      'Wi-Fi, battery or PoE? How stucco, heat, wind and power outages in Southern California affect security cameras, and when wireless makes sense.',
  },
  {
    title: 'Remote video monitoring for construction sites',
    excerpt: 'How live agents and solar camera towers stop copper and equipment theft before it happens.',
    body: constructionMonitoring,
    author: 'Alicia Moreno',
    tags: ['business', 'monitoring', 'construction'],
    status: 'published',
    publishedAt: daysAgo(41),
    coverImageId: scene(
      'construction',
      1,
      'Illustration of a construction site watched by a solar-powered camera tower',
    ),
    seoDescription:
      'How live remote video monitoring and solar camera towers protect LA construction sites from theft: how it works, costs, and what to ask a provider.',
  },
  {
    title: 'Security camera buying guide for 2027',
    excerpt: 'What changed this year in cameras, recorders and apps, and what we now recommend.',
    body: buyingGuideDraft,
    author: 'Alicia Moreno',
    tags: ['guides'],
    status: 'draft',
  },
];
